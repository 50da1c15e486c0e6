import { Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ActionCard } from './action-card';

export type Decision = 'finalOffer' | 'followUp' | 'trial' | 'decline';

interface DecisionPanelProps {
  allowed: Record<Decision, boolean>;
  trialDate: string | null;
  onChoose: (decision: Decision) => void;
}

/** The candidate wants to continue: send a final offer, invite to another interview, propose a trial day, or decline. */
export function DecisionPanel({ allowed, trialDate, onChoose }: DecisionPanelProps) {
  return (
    <ActionCard
      title={trialDate ? <Trans>Decide after the trial day</Trans> : <Trans>The candidate wants to continue</Trans>}
      hint={<Trans>Choose the next step.</Trans>}
    >
      <Group gap="sm">
        {allowed.finalOffer ? (
          <Button onClick={() => onChoose('finalOffer')}>
            <Trans>Send a final offer</Trans>
          </Button>
        ) : null}
        {allowed.followUp ? (
          <Button variant="light" onClick={() => onChoose('followUp')}>
            <Trans>Invite to a new interview</Trans>
          </Button>
        ) : null}
        {allowed.trial ? (
          <Button variant="light" onClick={() => onChoose('trial')}>
            <Trans>Propose a trial day</Trans>
          </Button>
        ) : null}
        {allowed.decline ? (
          <Button variant="subtle" color="red" onClick={() => onChoose('decline')}>
            <Trans>Decline to hire</Trans>
          </Button>
        ) : null}
      </Group>
    </ActionCard>
  );
}
