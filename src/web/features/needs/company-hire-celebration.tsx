import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** The end of a successful process, seen by the employer. */
export function CompanyHireCelebration({ candidate }: { candidate: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="teal.0" role="status">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" aria-hidden>
          <Text fz={32} lh={1}>
            🎉
          </Text>
        </ThemeIcon>
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
