import { Alert } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useAvailability } from '../../api/get-availability';
import { withinAvailability } from '../../availability-check';

/** A warning (not a refusal) when one of the proposed instants falls outside the company's weekly availability. */
export function AvailabilityNotice({ instants }: { instants: string[] }) {
  const availability = useAvailability().data ?? [];
  if (!instants.some((instant) => !withinAvailability(instant, availability))) return null;
  return (
    <Alert color="yellow" variant="light" role="status">
      <Trans>At least one option falls outside your weekly availability (Schedule). You can still send it.</Trans>
    </Alert>
  );
}
