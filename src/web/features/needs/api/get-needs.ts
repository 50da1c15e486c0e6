import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { Schemas } from '../../../lib/api/schemas';

export type NeedSummary = Schemas['NeedSummary'];

export const needsQuery = (archived: 0 | 1 | undefined) =>
  queryOptions({
    queryKey: ['needs', archived ?? 'all'],
    queryFn: async () => (await unwrap(api.GET('/needs', { params: { query: archived === undefined ? {} : { archived } } }))).data,
  });

export function useNeeds(archived: 0 | 1 | undefined) {
  return useQuery(needsQuery(archived));
}
