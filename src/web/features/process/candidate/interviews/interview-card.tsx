import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AnswerDeadline } from '../../answer-deadline';
import { formatInstant } from '../../../../lib/time/bucharest-time';
import { InterviewDetails } from '../../interview-details';
import { CandidateStatusBadge } from '../../status-badge';
import type { CandidateInterview } from '../../api/get-candidate-interviews';
import { CalendarDownloadButton } from '../calendar-download-button';
import { offerKind, offerTitle } from '../../offer-title';

/** What the round waits for, in one sentence: on the candidate it stands out, on others it is a note. */
function PhaseHint({ item }: { item: CandidateInterview }) {
  const text = phaseText(item);
  if (!text) return null;
  const theirs = item.phase === 'choose' || item.phase === 'past';
  return (
    <Text size="sm" c={theirs ? undefined : 'dimmed'} fw={theirs ? 600 : undefined}>
      {text}
    </Text>
  );
}

function phaseText(item: CandidateInterview) {
  if (item.phase === 'choose') {
    return item.rescheduled ? (
      <Trans>The interview must be rescheduled. Choose one of these times or propose others:</Trans>
    ) : (
      <Trans>The employer proposed these times. Choose one or propose others:</Trans>
    );
  }
  if (item.phase === 'employer') return <Trans>You proposed these times. The employer will confirm one of them:</Trans>;
  if (item.phase === 'cancelled') return <Trans>This interview was cancelled.</Trans>;
  // Past its start and nobody has told us yet whether it took place.
  if (item.phase === 'past' && (item.status === 'InterviewScheduled' || item.status === 'CandidateInterviewPresent')) {
    return <Trans>Did the interview take place? Tell us on the offer page.</Trans>;
  }
  return null;
}

/** One interview round: when, where and how, its status, the offer it belongs to, and the calendar file. */
export function InterviewCard({ item }: { item: CandidateInterview }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const waiting = item.phase === 'choose' || item.phase === 'employer';
  return (
    <Card component="article" withBorder radius="lg" padding="lg" aria-labelledby={headingId} data-process={item.process_id} data-phase={item.phase}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Text component="h3" id={headingId} fw={700} fz="lg" m={0} style={{ overflowWrap: 'anywhere' }}>
              {offerTitle(item)} · {item.company}
            </Text>
            <Text size="sm" c="dimmed">
              {[offerKind(item), item.location].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Group gap={6}>
            {item.round > 1 ? (
              <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
                <Trans>Follow-up interview</Trans>
              </Badge>
            ) : null}
            <CandidateStatusBadge status={item.status} />
          </Group>
        </Group>
        <Text fw={600} td={item.phase === 'cancelled' && item.scheduled_at ? 'line-through' : undefined}>
          {item.scheduled_at ? formatInstant(item.scheduled_at, i18n.locale) : <Trans>The time is not agreed yet</Trans>}
        </Text>
        <InterviewDetails interview={item.interview} />
        <PhaseHint item={item} />
        {waiting && item.options.length ? (
          <List size="sm" spacing={2}>
            {item.options.map((option) => (
              <List.Item key={option}>{formatInstant(option, i18n.locale)}</List.Item>
            ))}
          </List>
        ) : null}
        {item.deadline ? <AnswerDeadline deadline={item.deadline} /> : null}
        <Group gap="sm">
          <Button
            component={Link}
            to={`/offers/${item.process_id}`}
            variant={item.phase === 'choose' ? 'filled' : 'light'}
            aria-label={
              item.phase === 'choose' ? t`Choose a time: ${offerTitle(item)}, ${item.company}` : t`View offer: ${offerTitle(item)}, ${item.company}`
            }
          >
            {item.phase === 'choose' ? <Trans>Choose a time</Trans> : <Trans>View offer</Trans>}
          </Button>
          {item.phase === 'upcoming' ? <CalendarDownloadButton processId={item.process_id} /> : null}
        </Group>
      </Stack>
    </Card>
  );
}
