import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Interview } from '../../../../../../machines/index';
import { AnswerDeadline, type Deadline } from '../../answer-deadline';
import { InterviewDetails } from '../../interview-details';
import { ProposedTimes } from '../../proposed-times';
import type { InterviewClashes } from '../../api/get-interview-clashes';

const NONE = 'none';

interface ChooseOptionPanelProps {
  interview: Interview | null;
  options: string[];
  /** Of the options, those at the same time as another of her interviews or phone screens (the server's answer). */
  clashes: InterviewClashes['clashes'];
  /** Until when the times may be answered, as the server computed it. */
  deadline: Deadline | null;
  canPropose: boolean;
  pending: boolean;
  onPick: (option: string) => void;
  onProposeOthers: () => void;
}

/**
 * The employer's 3 proposed times: accept one, or reject the proposal and propose 3 others. An option must be
 * chosen before answering (spec §5: a message asks the user to select an option).
 */
export function ChooseOptionPanel({ interview, options, clashes, deadline, canPropose, pending, onPick, onProposeOthers }: ChooseOptionPanelProps) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  function answer() {
    setTried(true);
    if (!choice) return;
    if (choice === NONE) onProposeOthers();
    else onPick(choice);
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Interview invitation</Trans>
        </Title>
        {interview ? <InterviewDetails interview={interview} /> : null}
        {deadline ? <AnswerDeadline deadline={deadline} /> : null}
        <ProposedTimes
          label={t`Choose the time of the interview`}
          options={options}
          clashes={clashes}
          value={choice}
          onChange={setChoice}
          tried={tried}
        >
          {canPropose ? <Radio value={NONE} label={t`None of these times suits me: I will propose others`} /> : null}
        </ProposedTimes>
        <Text size="xs" c="dimmed">
          <Trans>Times are shown on the Romania clock.</Trans>
        </Text>
        <Group gap="sm">
          <Button loading={pending} onClick={answer}>
            <Trans>Send the answer</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
