import { Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatInstant } from '../../../../lib/time/bucharest-time';
import { ConfirmDialog } from '../../../../lib/ui/confirm-dialog';
import { ActionCard } from './action-card';

interface PresencePanelProps {
  pending: boolean;
  /** The interview's start, named so the question is about that meeting. */
  scheduledAt: string | null;
  /** The candidate already told us the interview took place. */
  candidateSaidHeld: boolean;
  onAnswer: (present: boolean) => void;
}

/** After the interview's start: did the candidate come? "No" asks once, saying what follows. */
export function PresencePanel({ pending, scheduledAt, candidateSaidHeld, onAnswer }: PresencePanelProps) {
  const { t, i18n } = useLingui();
  const when = scheduledAt ? formatInstant(scheduledAt, i18n.locale) : null;
  const [confirming, setConfirming] = useState(false);
  return (
    <ActionCard
      title={<Trans>Was the candidate present at the interview?</Trans>}
      hint={<Trans>If not, Medilink customer care will contact you.</Trans>}
    >
      {when ? (
        <Text fw={600}>
          <Trans>Interview of {when}</Trans>
        </Text>
      ) : null}
      <Group gap="sm">
        <Button loading={pending} onClick={() => onAnswer(true)}>
          <Trans>Yes, the candidate came</Trans>
        </Button>
        <Button variant="light" color="red" disabled={pending} onClick={() => setConfirming(true)}>
          <Trans>No, the candidate did not come</Trans>
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`The candidate did not come?`}
        confirmLabel={t`Report the candidate absent`}
        color="red"
        pending={pending}
        onConfirm={() => onAnswer(false)}
      >
        {candidateSaidHeld ? (
          <Trans>
            The candidate told us the interview took place. Medilink customer care will call you both to settle it; until then the candidate is not
            marked absent.
          </Trans>
        ) : (
          <Trans>The process ends here as “candidate absent”, and Medilink customer care will call the candidate.</Trans>
        )}
      </ConfirmDialog>
    </ActionCard>
  );
}
