import { Button, Group } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ProposedTimes } from '../../proposed-times';
import type { InterviewClashes } from '../../api/get-interview-clashes';
import { ActionCard } from './action-card';

interface PickOptionPanelProps {
  options: string[];
  /** Of the options, those at the same time as another of the company's interviews (the server's answer). */
  clashes: InterviewClashes['clashes'];
  pending: boolean;
  canPropose: boolean;
  canCancel: boolean;
  onPick: (option: string) => void;
  onPropose: () => void;
  onCancel: () => void;
}

/** The candidate proposed 3 times: the company schedules one, proposes others, or cancels the rescheduling. */
export function PickOptionPanel({ options, clashes, pending, canPropose, canCancel, onPick, onPropose, onCancel }: PickOptionPanelProps) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  return (
    <ActionCard
      title={<Trans>The candidate proposed other times</Trans>}
      hint={<Trans>Choose the time that suits you to schedule the interview.</Trans>}
    >
      <ProposedTimes label={t`Proposed times`} options={options} clashes={clashes} value={picked} onChange={setPicked} tried={tried} />
      <Group gap="sm">
        <Button
          loading={pending}
          onClick={() => {
            setTried(true);
            if (picked) onPick(picked);
          }}
        >
          <Trans>Schedule the interview</Trans>
        </Button>
        {canPropose ? (
          <Button variant="light" onClick={onPropose}>
            <Trans>Propose other dates</Trans>
          </Button>
        ) : null}
        {canCancel ? (
          <Button variant="subtle" color="red" onClick={onCancel}>
            {/* It cancels the interview itself and ends the process, not just the new dates: the label says so. */}
            <Trans>Cancel the interview</Trans>
          </Button>
        ) : null}
      </Group>
    </ActionCard>
  );
}
