import { Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ActionCard } from './action-card';

/** Customer care validated the candidate: the company accepts (and sees the contact details) or refuses. */
export function CandidateAnswerPanel({
  canAccept,
  pending,
  onAccept,
  onRefuse,
}: {
  canAccept: boolean;
  pending: boolean;
  onAccept: () => void;
  onRefuse: () => void;
}) {
  return (
    <ActionCard
      title={canAccept ? <Trans>Do you want to meet this candidate?</Trans> : <Trans>Invite the candidate to an interview</Trans>}
      hint={
        canAccept ? (
          <Trans>Medilink customer care validated the candidate by phone. Accept to see the contact details and invite to an interview.</Trans>
        ) : null
      }
    >
      <Group gap="sm">
        {canAccept ? (
          <Button loading={pending} onClick={onAccept}>
            <Trans>Accept the candidate</Trans>
          </Button>
        ) : null}
        <Button variant="light" color="red" onClick={onRefuse}>
          <Trans>Refuse the candidate</Trans>
        </Button>
      </Group>
    </ActionCard>
  );
}
