import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Interview } from '../../../../../../machines/index';
import { formatInstant } from '../../../../lib/time/bucharest-time';
import { InterviewDetails } from '../../interview-details';

interface WaitingOptionsPanelProps {
  interview: Interview | null;
  options: string[];
  canCancel: boolean;
  onCancel: () => void;
}

/** The candidate's own 3 times are with the employer: nothing to do but wait (or cancel). */
export function WaitingOptionsPanel({ interview, options, canCancel, onCancel }: WaitingOptionsPanelProps) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Your proposed times</Trans>
        </Title>
        {interview ? <InterviewDetails interview={interview} /> : null}
        <List spacing={4}>
          {options.map((option) => (
            <List.Item key={option}>{formatInstant(option, i18n.locale)}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          <Trans>The employer chooses one of them or proposes others. We will let you know.</Trans>
        </Text>
        {canCancel ? (
          <Button variant="subtle" color="red" onClick={onCancel} style={{ alignSelf: 'flex-start' }}>
            <Trans>Cancel the interview</Trans>
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
