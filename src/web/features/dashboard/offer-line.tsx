import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CandidateStatusBadge } from '../../lib/process/status-badge';
import type { DashboardOffer } from './api/get-dashboard-offers';

/** One process in a dashboard list: position and company, a detail line, the status; opens the process screen. */
export function OfferLine({ offer, detail }: { offer: Pick<DashboardOffer, 'process_id' | 'position' | 'company' | 'status'>; detail: ReactNode }) {
  return (
    <UnstyledButton component={Link} to={`/offers/${offer.process_id}`} className="mantine-focus-auto" p={6} style={{ borderRadius: 8 }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={500} truncate>
            {offer.position} · {offer.company}
          </Text>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </Stack>
        <CandidateStatusBadge status={offer.status} />
      </Group>
    </UnstyledButton>
  );
}
