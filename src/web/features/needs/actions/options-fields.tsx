import { Alert, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useAvailability } from '../../../lib/process/api/get-availability';
import { withinAvailability } from '../../../lib/process/availability-check';
import { bucharestToday } from '../../../lib/process/bucharest-time';
import { OptionsPicker } from '../../../lib/process/options-picker';
import type { SlotCheck } from '../../../lib/process/slot-check';
import type { SlotValue } from '../../../lib/process/slot-picker';

interface OptionsFieldsProps {
  slots: SlotValue[];
  onChange: (slots: SlotValue[]) => void;
  check: SlotCheck;
  tried: boolean;
}

/** The 3 interview options, with a warning (not a refusal) when one falls outside the company's weekly availability. */
export function OptionsFields({ slots, onChange, check, tried }: OptionsFieldsProps) {
  const availability = useAvailability().data ?? [];
  const tomorrow = bucharestToday(new Date(Date.now() + 24 * 3_600_000));
  const outside = (check.instants ?? []).some((instant) => !withinAvailability(instant, availability));
  return (
    <Stack gap="sm">
      <OptionsPicker
        value={slots}
        onChange={onChange}
        minDay={tomorrow}
        slotErrors={tried ? check.slotErrors : undefined}
        groupError={tried ? check.groupError : undefined}
      />
      {outside ? (
        <Alert color="yellow" variant="light" role="status">
          <Trans>At least one option falls outside your weekly availability (Schedule). You can still send it.</Trans>
        </Alert>
      ) : null}
    </Stack>
  );
}
