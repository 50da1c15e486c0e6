import { Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { CheckMarkIcon } from '../../../lib/ui/check-mark-icon';

/** The end of a successful process, seen by the employer. */
export function CompanyHireCelebration({ candidate }: { candidate: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="teal.0" role="status">
      <Stack gap="sm" align="center" ta="center">
        <CheckMarkIcon />
        <Title order={2} size="h3">
          <Trans>Congratulations, {candidate} joins your team!</Trans>
        </Title>
        <Text>
          <Trans>The hire is confirmed. Thank you for recruiting with Medilink.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
