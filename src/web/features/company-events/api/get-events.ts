import { useInfiniteQuery, type DefaultError, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { ApiPaths } from '../../../lib/api/schemas';
import { api, unwrap } from '../../../lib/api/client';

type FeedPage = ApiPaths['/company/events']['get']['responses'][200]['content']['application/json'];
export type FeedEvent = FeedPage['data'][number];

/** The company's event feed, newest first, a page at a time (keyset: `before` = the last page's cursor). */
export function useCompanyEvents(filters: { need_id?: number | undefined; type?: string | undefined }) {
  return useInfiniteQuery<FeedPage, DefaultError, InfiniteData<FeedPage>, QueryKey, string | undefined>({
    queryKey: ['company', 'events', filters],
    initialPageParam: undefined,
    queryFn: async ({ pageParam }) => {
      const query = { ...filters, ...(pageParam ? { before: pageParam } : {}) };
      return unwrap(api.GET('/company/events', { params: { query } }));
    },
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}
