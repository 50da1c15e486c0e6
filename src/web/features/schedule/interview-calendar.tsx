import { Anchor, Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { inBucharest, isWorkingDay } from '../../../../machines/index';
import { bucharestToday } from '../../lib/time/bucharest-time';
import { useInterviews } from './api/get-interviews';
import { addDays, visibleDays } from './calendar-days';
import { weekdayNames } from './weekday-names';

type View = 'week' | 'month';

/**
 * Where the calendar opens (and "Today" returns): the week of the next working day. Interviews are held on working
 * days, so on a Sunday, or on a holiday that ends a week, the coming week is the one to plan.
 */
function planningDay(): string {
  let day = bucharestToday();
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The company's interviews by day, week or month; weekends and Romanian non-working days are marked. */
export function InterviewCalendar() {
  const { t, i18n } = useLingui();
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(planningDay);
  const days = visibleDays(anchor, view);
  const interviews = useInterviews(days[0]!, days.at(-1)!);
  const byDay = new Map<string, typeof items>();
  const items = interviews.data ?? [];
  for (const item of items) {
    const day = inBucharest(new Date(item.at)).date;
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short', timeZone: 'Europe/Bucharest' });
  const title = new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${anchor}T00:00:00Z`));
  const step = (sign: 1 | -1) =>
    setAnchor(view === 'week' ? addDays(anchor, 7 * sign) : `${addDays(`${anchor.slice(0, 8)}15`, 30 * sign).slice(0, 8)}01`);

  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" wrap="wrap" mb="md">
        <Title order={2} size="h4" style={{ textTransform: 'capitalize' }}>
          {title}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => step(-1)} aria-label={t`Previous`}>
            ‹
          </Button>
          <Button variant="default" size="xs" onClick={() => setAnchor(planningDay())}>
            <Trans>Today</Trans>
          </Button>
          <Button variant="default" size="xs" onClick={() => step(1)} aria-label={t`Next`}>
            ›
          </Button>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(x) => setView(x as View)}
            data={[
              { value: 'week', label: t`Week` },
              { value: 'month', label: t`Month` },
            ]}
            aria-label={t`Calendar view`}
          />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: view === 'week' ? 1 : 7, sm: 7 }} spacing={4}>
        {weekdayNames(i18n.locale, 'short').map((name) => (
          <Text key={name} size="xs" fw={600} c="dimmed" ta="center" visibleFrom="sm">
            {name}
          </Text>
        ))}
        {days.map((day) => {
          const closed = !isWorkingDay(day);
          const outside = view === 'month' && day.slice(0, 7) !== anchor.slice(0, 7);
          return (
            <Paper
              key={day}
              withBorder
              p={6}
              radius="sm"
              mih={view === 'week' ? 120 : 72}
              bg={closed ? 'gray.1' : undefined}
              opacity={outside ? 0.55 : 1}
              data-non-working={closed || undefined}
              aria-label={closed ? t`${day}, non-working day` : day}
            >
              <Group justify="space-between" gap={2}>
                <Text size="xs" fw={day === bucharestToday() ? 700 : 500}>
                  {Number(day.slice(8))}
                </Text>
                {closed ? (
                  <Badge size="xs" color="gray" variant="light">
                    <Trans>Closed</Trans>
                  </Badge>
                ) : null}
              </Group>
              <Stack gap={2} mt={4}>
                {(byDay.get(day) ?? []).map((item) => (
                  <Anchor
                    key={`${item.process_id}-${item.at}`}
                    component={Link}
                    to={`/needs/${item.need_id}/candidate/${item.process_id}`}
                    size="xs"
                    c={item.kind === 'option' ? 'dimmed' : undefined}
                  >
                    {time.format(new Date(item.at))} {item.candidate_name}
                    {item.kind === 'option' ? ` (${t`option`})` : ''}
                    <Text component="span" display="block" size="xs" c="dimmed">
                      {item.need_title}
                    </Text>
                  </Anchor>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
