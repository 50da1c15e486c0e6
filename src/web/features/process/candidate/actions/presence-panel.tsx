import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatInstant } from '../../../../lib/time/bucharest-time';
import { ConfirmDialog } from '../../../../lib/ui/confirm-dialog';

interface PresencePanelProps {
  pending: boolean;
  /** The interview's start, named so the question is about that meeting. */
  scheduledAt: string | null;
  /** The employer already told us the interview took place (the candidate came). */
  employerSaidHeld: boolean;
  onAnswer: (present: boolean) => void;
}

/** After the interview's start: did the employer hold it? (Each side reports the other's presence.) */
export function PresencePanel({ pending, scheduledAt, employerSaidHeld, onAnswer }: PresencePanelProps) {
  const { t, i18n } = useLingui();
  const when = scheduledAt ? formatInstant(scheduledAt, i18n.locale) : null;
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Did the interview take place?</Trans>
        </Title>
        {when ? (
          <Text fw={600}>
            <Trans>Interview of {when}</Trans>
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          <Trans>Tell us whether the employer held the interview with you. If not, Medilink customer care will contact them.</Trans>
        </Text>
        <Group gap="sm">
          <Button loading={pending} onClick={() => onAnswer(true)}>
            <Trans>Yes, it took place</Trans>
          </Button>
          <Button variant="default" disabled={pending} onClick={() => setConfirming(true)}>
            <Trans>No, the employer did not hold it</Trans>
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`The interview did not take place?`}
        confirmLabel={t`Report that it did not take place`}
        color="red"
        pending={pending}
        onConfirm={() => onAnswer(false)}
      >
        {employerSaidHeld ? (
          <Trans>
            The employer told us the interview took place. Medilink customer care will call you both to settle it; until then nobody is marked absent.
          </Trans>
        ) : (
          <Trans>The process ends here as “the employer did not hold the interview”, and Medilink customer care will contact the employer.</Trans>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
