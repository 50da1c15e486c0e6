import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CandidateStatusBadge } from '../../lib/process/status-badge';
import { offerKind, offerTitle } from '../../lib/process/offer-title';
import type { DashboardOffer } from './api/get-dashboard-offers';

/** One process in a dashboard list: the post and company, a detail line, the status; opens the process screen. */
export function OfferLine({
  offer,
  detail,
}: {
  // An interview round names no specialty; an offer does.
  offer: Pick<DashboardOffer, 'process_id' | 'position' | 'title' | 'company' | 'status'> & Partial<Pick<DashboardOffer, 'specialty_name'>>;
  detail: ReactNode;
}) {
  const kind = offerKind(offer);
  return (
    <UnstyledButton component={Link} to={`/offers/${offer.process_id}`} className="mantine-focus-auto" p={6} style={{ borderRadius: 8 }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={500} truncate>
            {offerTitle(offer)} · {offer.company}
          </Text>
          {kind ? (
            <Text size="xs" c="dimmed" truncate>
              {kind}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </Stack>
        <CandidateStatusBadge status={offer.status} />
      </Group>
    </UnstyledButton>
  );
}
