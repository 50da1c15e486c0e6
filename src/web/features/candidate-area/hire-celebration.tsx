import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** The end every candidate hopes for. */
export function HireCelebration({ company }: { company: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="teal.0" role="status">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" aria-hidden>
          {/* A drawn check mark: emoji fonts are missing on many systems. */}
          <svg
            width="34"
            height="34"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </ThemeIcon>
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
