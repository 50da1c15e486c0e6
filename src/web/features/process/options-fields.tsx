import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { bucharestToday } from '../../lib/time/bucharest-time';
import { OptionsPicker } from './options-picker';
import type { SlotCheck } from './slot-check';
import type { SlotValue } from './slot-picker';

interface OptionsFieldsProps {
  slots: SlotValue[];
  onChange: (slots: SlotValue[]) => void;
  check: SlotCheck;
  /** Errors show once the visitor tried to send. */
  tried: boolean;
  /** Under the options: warnings (outside the company's weekly availability, at the same time as another interview). */
  notice?: ReactNode;
}

/** The 3 interview options of a proposal, from tomorrow on, with the machine's errors once the visitor tried to send. */
export function OptionsFields({ slots, onChange, check, tried, notice }: OptionsFieldsProps) {
  const tomorrow = bucharestToday(new Date(Date.now() + 24 * 3_600_000));
  return (
    <Stack gap="sm">
      <OptionsPicker
        value={slots}
        onChange={onChange}
        minDay={tomorrow}
        slotErrors={tried ? check.slotErrors : undefined}
        groupError={tried ? check.groupError : undefined}
      />
      {notice}
    </Stack>
  );
}
