import { Button, Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAvailability } from '../process/api/get-availability';
import type { AvailabilityItem } from '../process/availability-check';
import { useSaveAvailability } from './api/availability';
import { weekdayNames } from './weekday-names';

const TIMES = Array.from({ length: 33 }, (_, i) => `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

type Day = { on: boolean; start: string; end: string };
// Monday to Friday: interviews take place on working days only (docs/workflow.md), so the week has no weekend.
const WEEKDAYS = 5;
const defaults = (): Day[] => Array.from({ length: WEEKDAYS }, () => ({ on: true, start: '09:00', end: '17:00' }));

/** The company's weekly availability: one interval per working weekday (0 = Monday … 4 = Friday). */
export function AvailabilityForm() {
  const { t, i18n } = useLingui();
  const saved = useAvailability();
  const save = useSaveAvailability();
  const [days, setDays] = useState<Day[]>(defaults);
  const names = weekdayNames(i18n.locale);

  useEffect(() => {
    if (!saved.data?.length) return;
    setDays(
      Array.from({ length: WEEKDAYS }, (_, weekday) => {
        const item = saved.data.find((x) => x.weekday === weekday);
        return item ? { on: true, start: item.start, end: item.end } : { on: false, start: '09:00', end: '17:00' };
      }),
    );
  }, [saved.data]);

  const set = (weekday: number, patch: Partial<Day>) => setDays(days.map((d, i) => (i === weekday ? { ...d, ...patch } : d)));
  const items: AvailabilityItem[] = days.flatMap((d, weekday) => (d.on ? [{ weekday, start: d.start, end: d.end }] : []));

  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4">
        <Trans>Weekly availability</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          When you can hold interviews, Monday to Friday: interviews take place on working days. Proposing a time outside it shows a warning.
        </Trans>
      </Text>
      <Stack gap="xs">
        {days.map((d, weekday) => (
          <Group key={names[weekday]} gap="sm" wrap="wrap">
            <Checkbox w={140} label={names[weekday]} checked={d.on} onChange={(e) => set(weekday, { on: e.currentTarget.checked })} />
            <Select w={110} aria-label={t`From`} data={TIMES} value={d.start} disabled={!d.on} onChange={(x) => x && set(weekday, { start: x })} />
            <Select w={110} aria-label={t`To`} data={TIMES} value={d.end} disabled={!d.on} onChange={(x) => x && set(weekday, { end: x })} />
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button
          loading={save.isPending}
          onClick={() => save.mutate(items, { onSuccess: () => notifySuccess(t`The availability was saved`), onError: notifyError })}
        >
          <Trans>Save the availability</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
