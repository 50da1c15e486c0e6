import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { inBucharest } from '../../../../machines/bucharest-time';
import { START_TIMES, bucharestToday } from '../../lib/time/bucharest-time';
import { DayField } from '../../lib/ui/day-field';

export interface SlotValue {
  day: string | null;
  time: string;
}

interface SlotPickerProps {
  label: string;
  value: SlotValue;
  onChange: (value: SlotValue) => void;
  /** First day that may be chosen ('YYYY-MM-DD', Bucharest). Earlier days, weekends and Romanian non-working days are disabled. */
  minDay: string;
  error?: string | undefined;
}

/**
 * A day and a start time on the Bucharest clock. Past days, weekends and Romanian non-working days (the machine's working-day rule)
 * cannot be picked; times are the half hours of the 07:00-21:00 window the machine accepts.
 * Memoized: its 29 times are most of a panel's render, and the panels re-render as their rules load after the first paint.
 */
export const SlotPicker = memo(function SlotPicker({ label, value, onChange, minDay, error }: SlotPickerProps) {
  const { t } = useLingui();
  const labelId = useId();
  // Today's times that have passed cannot be chosen; once none is left, the first day is tomorrow.
  const now = inBucharest(new Date());
  const nowTime = `${String(Math.floor(now.minutes / 60)).padStart(2, '0')}:${String(now.minutes % 60).padStart(2, '0')}`;
  const passed = (day: string | null, time: string) => day === now.date && time <= nowTime;
  const firstDay =
    minDay <= now.date && START_TIMES.every((time) => passed(now.date, time)) ? bucharestToday(new Date(Date.now() + 86_400_000)) : minDay;
  const chooseDay = (day: string | null) =>
    onChange({ day, time: passed(day, value.time) ? (START_TIMES.find((time) => !passed(day, time)) ?? value.time) : value.time });
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap="sm" align="flex-start" grow wrap="wrap">
        <DayField
          label={t`Day`}
          value={value.day}
          onChange={chooseDay}
          minDate={firstDay}
          workingDaysOnly
          withAsterisk={false}
          miw={180}
          error={error}
        />
        <NativeSelect
          label={t`Time (Romania)`}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
          data={START_TIMES.map((time) => ({ value: time, label: time, disabled: passed(value.day, time) }))}
          miw={120}
        />
      </Group>
    </Stack>
  );
});
