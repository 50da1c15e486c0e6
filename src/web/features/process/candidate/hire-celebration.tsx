import { Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { CheckMarkIcon } from '../../../lib/ui/check-mark-icon';

/** The end every candidate hopes for. */
export function HireCelebration({ company }: { company: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="teal.0" role="status">
      <Stack gap="sm" align="center" ta="center">
        <CheckMarkIcon />
        <Title order={2} size="h3">
          <Trans>Congratulations, you are hired!</Trans>
        </Title>
        <Text>
          <Trans>You accepted the offer of {company}. We wish you success in your new job!</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
