import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

export type SearchResult = Awaited<ReturnType<NonNullable<ReturnType<typeof searchQuery>['queryFn']>>>;
export type FoundCandidate = SearchResult['candidates'][number];

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['care', 'search', q],
    queryFn: () => unwrap(api.GET('/care/search', { params: { query: { q } } })),
    enabled: q.length >= 2,
  });

/** Candidates, companies and their processes by name, email or phone (GET /api/care/search). */
export function useSearchPeople(q: string) {
  return useQuery(searchQuery(q));
}
