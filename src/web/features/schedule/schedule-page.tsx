import { Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../lib/use-page-title';
import { AvailabilityForm } from './availability-form';
import { InterviewCalendar } from './interview-calendar';

/** /company/schedule: weekly availability and the calendar of interviews. */
export function SchedulePage() {
  const { t } = useLingui();
  usePageTitle(t`Schedule`);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Schedule</Trans>
      </Title>
      <InterviewCalendar />
      <AvailabilityForm />
    </Stack>
  );
}
