import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

export interface FeedEvent {
  process_id: number;
  version: number;
  type: string;
  actor_role: string;
  to: string;
  at: string;
  need: { id: number; title: string };
  candidate: { id: number; name: string };
}

type Page = { data: FeedEvent[]; next_before: string | null };

/** The company's event feed, newest first, a page at a time (keyset: `before` = the last page's cursor). */
export function useCompanyEvents(filters: { need_id?: number | undefined; type?: string | undefined }) {
  return useInfiniteQuery({
    queryKey: ['company', 'events', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const query = { ...filters, ...(pageParam ? { before: pageParam } : {}) };
      return (await unwrap(api.GET('/company/events', { params: { query } }))) as unknown as Page;
    },
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}
