import { Button, Group, List, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Interview } from '../../../../../../machines/index';
import { formatInstant } from '../../../../lib/time/bucharest-time';
import { InterviewDetails } from '../../interview-details';
import { ActionCard } from './action-card';

interface InterviewStatusPanelProps {
  interview: Interview | null;
  scheduledAt: string | null;
  /** Options waiting for the candidate's choice (none once scheduled). */
  options: string[];
  canReschedule: boolean;
  canCancel: boolean;
  onReschedule: () => void;
  onCancel: () => void;
}

/** The interview as it stands: scheduled (with reschedule / cancel), or the company's options awaiting the candidate. */
export function InterviewStatusPanel({
  interview,
  scheduledAt,
  options,
  canReschedule,
  canCancel,
  onReschedule,
  onCancel,
}: InterviewStatusPanelProps) {
  const { i18n } = useLingui();
  return (
    <ActionCard
      title={scheduledAt ? <Trans>Interview scheduled</Trans> : <Trans>Waiting for the candidate to choose a time</Trans>}
      hint={scheduledAt ? formatInstant(scheduledAt, i18n.locale) : null}
    >
      {interview ? <InterviewDetails interview={interview} /> : null}
      {!scheduledAt && options.length ? (
        <>
          <Text size="sm" fw={500}>
            <Trans>Your proposed times</Trans>
          </Text>
          <List size="sm">
            {options.map((o) => (
              <List.Item key={o}>{formatInstant(o, i18n.locale)}</List.Item>
            ))}
          </List>
        </>
      ) : null}
      <Group gap="sm">
        {canReschedule ? (
          <Button variant="light" onClick={onReschedule}>
            <Trans>Reschedule</Trans>
          </Button>
        ) : null}
        {canCancel ? (
          <Button variant="subtle" color="red" onClick={onCancel}>
            <Trans>Cancel the interview</Trans>
          </Button>
        ) : null}
      </Group>
    </ActionCard>
  );
}
