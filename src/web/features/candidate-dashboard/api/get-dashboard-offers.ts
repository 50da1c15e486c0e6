import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api, unwrap } from '../../../lib/api/client';
import type { Schemas } from '../../../lib/api/schemas';

export type DashboardOffer = Schemas['Offer'];

/** Recent processes of the candidate (newest 50 are plenty for a dashboard). */
export function useDashboardOffers() {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ['offers', 'dashboard', i18n.locale],
    queryFn: async () => (await unwrap(api.GET('/offers', { params: { query: { limit: 50, offset: 0 } } }))).data,
  });
}
