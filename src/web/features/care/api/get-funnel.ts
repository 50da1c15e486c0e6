import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../lib/api/schemas';
import { api, unwrap } from '../../../lib/api/client';

export type FunnelReport = Schemas['FunnelReport'];

export const funnelQuery = (days: number) =>
  queryOptions({
    queryKey: ['care', 'funnel', days],
    queryFn: () => unwrap(api.GET('/care/funnel', { params: { query: { days } } })),
  });

/** The hiring funnel, time in each state, exits and page views (GET /api/care/funnel). */
export function useFunnel(days: number) {
  return useQuery(funnelQuery(days));
}
