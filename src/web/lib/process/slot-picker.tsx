import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { START_TIMES } from './bucharest-time';
import { DayInput } from './day-input';

export interface SlotValue {
  day: string | null;
  time: string;
}

interface SlotPickerProps {
  label: string;
  value: SlotValue;
  onChange: (value: SlotValue) => void;
  /** First day that may be chosen ('YYYY-MM-DD', Bucharest). Earlier days and Romanian non-working days are disabled. */
  minDay: string;
  error?: string | undefined;
}

/**
 * A day and a start time on the Bucharest clock. Past days and Romanian non-working days (the machine's calendar)
 * cannot be picked; times are the half hours of the 07:00-21:00 window the machine accepts.
 */
export function SlotPicker({ label, value, onChange, minDay, error }: SlotPickerProps) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap="sm" align="flex-start" grow wrap="wrap">
        <DayInput label={t`Day`} value={value.day} onChange={(day) => onChange({ ...value, day })} minDate={minDay} workingDaysOnly withAsterisk={false} miw={180} error={error} />
        <NativeSelect
          label={t`Time (Romania)`}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
          data={START_TIMES.map((time) => ({ value: time, label: time }))}
          miw={120}
        />
      </Group>
    </Stack>
  );
}
