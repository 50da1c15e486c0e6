import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AnswerDeadline, type Deadline } from '../process/answer-deadline';
import { CandidateStatusBadge } from '../process/status-badge';
import { offerKind, offerTitle } from '../process/offer-title';
import type { DashboardOffer } from './api/get-dashboard-offers';

/**
 * One process in a dashboard list: the post and the company on lines of their own (whole, wrapped: on a phone the
 * lists hold posts that begin alike), a detail line, the deadline of the answer due, the status; opens the process.
 */
export function OfferLine({
  offer,
  detail,
  deadline = null,
}: {
  // An interview round names no specialty; an offer does.
  offer: Pick<DashboardOffer, 'process_id' | 'position' | 'title' | 'company' | 'status'> & Partial<Pick<DashboardOffer, 'specialty_name'>>;
  detail: ReactNode;
  deadline?: Deadline | null;
}) {
  const kind = offerKind(offer);
  return (
    <UnstyledButton component={Link} to={`/offers/${offer.process_id}`} className="mantine-focus-auto" p={6} style={{ borderRadius: 8 }}>
      {/* One column, the status last: beside the text, a long status would squeeze the post into a sliver. */}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {offerTitle(offer)}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {offer.company}
        </Text>
        {kind ? (
          <Text size="xs" c="dimmed">
            {kind}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
        {deadline ? <AnswerDeadline deadline={deadline} /> : null}
        <Group mt={4}>
          <CandidateStatusBadge status={offer.status} />
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
