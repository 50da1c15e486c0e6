import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

export const archivedQuery = (q: string, offset: number) =>
  queryOptions({
    queryKey: ['care', 'archived', q, offset],
    queryFn: async () => (await unwrap(api.GET('/care/archived', { params: { query: { q: q || undefined, limit: 20, offset } } }))).data,
    placeholderData: keepPreviousData,
  });

/** Archived processes, newest first (GET /api/care/archived). */
export function useArchived(q: string, offset: number) {
  return useQuery(archivedQuery(q, offset));
}
