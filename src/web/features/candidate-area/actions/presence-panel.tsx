import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

interface PresencePanelProps {
  pending: boolean;
  onAnswer: (present: boolean) => void;
}

/** After the interview's start: did the employer hold it? (Each side reports the other's presence.) */
export function PresencePanel({ pending, onAnswer }: PresencePanelProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Did the interview take place?</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Tell us whether the employer held the interview with you. If not, a Medilink consultant will contact them.</Trans>
        </Text>
        <Group gap="sm">
          <Button loading={pending} onClick={() => onAnswer(true)}>
            <Trans>Yes, it took place</Trans>
          </Button>
          <Button variant="default" disabled={pending} onClick={() => onAnswer(false)}>
            <Trans>No, the employer did not hold it</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
