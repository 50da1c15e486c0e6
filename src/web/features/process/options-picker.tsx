import { Alert, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ErrorCode } from '../../../../machines/index';
import { errorCodeText } from './error-code-text';
import { SlotPicker, type SlotValue } from './slot-picker';

export const emptySlots = (): SlotValue[] => [0, 1, 2].map(() => ({ day: null, time: '10:00' }));

interface OptionsPickerProps {
  value: SlotValue[];
  onChange: (value: SlotValue[]) => void;
  minDay: string;
  /** Shown once the visitor tried to send: the error code of each slot, and of the three together. */
  slotErrors?: (ErrorCode | undefined)[];
  groupError?: ErrorCode | undefined;
}

/** The 3 interview options (day and time each) that every proposal of the process carries. */
export function OptionsPicker({ value, onChange, minDay, slotErrors, groupError }: OptionsPickerProps) {
  const { t, i18n } = useLingui();
  const labels = [t`Option 1`, t`Option 2`, t`Option 3`];
  return (
    <Stack gap="md">
      {value.map((slot, i) => {
        const code = slotErrors?.[i];
        return (
          <SlotPicker
            key={labels[i]}
            label={labels[i]!}
            value={slot}
            minDay={minDay}
            onChange={(next) => onChange(value.map((s, j) => (j === i ? next : s)))}
            error={code ? i18n._(errorCodeText[code]) : undefined}
          />
        );
      })}
      {groupError ? (
        <Alert color="red" variant="light" role="alert">
          {i18n._(errorCodeText[groupError])}
        </Alert>
      ) : null}
    </Stack>
  );
}
