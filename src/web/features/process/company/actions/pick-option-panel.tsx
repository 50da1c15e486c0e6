import { Button, Group, Radio, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatInstant } from '../../../../lib/time/bucharest-time';
import { ClashHint } from '../../clash-notice';
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
  const { t, i18n } = useLingui();
  const [picked, setPicked] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  return (
    <ActionCard
      title={<Trans>The candidate proposed other times</Trans>}
      hint={<Trans>Choose the time that suits you to schedule the interview.</Trans>}
    >
      <Radio.Group value={picked} onChange={setPicked} label={t`Proposed times`} error={tried && !picked ? t`Please select an option` : undefined}>
        <Stack gap={8} mt={6}>
          {options.map((option) => (
            <Radio
              key={option}
              value={option}
              label={formatInstant(option, i18n.locale)}
              description={clashes.some((c) => c.slot === option) ? <ClashHint slot={option} clashes={clashes} /> : undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
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
