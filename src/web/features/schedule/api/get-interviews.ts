import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Interview } from '../../../../../machines/index';
import { api, unwrap } from '../../../lib/api/client';

export interface CalendarItem {
  process_id: number;
  need_id: number;
  need_title: string;
  candidate_name: string;
  at: string;
  kind: 'scheduled' | 'option';
  interview: Interview | null;
}

const interviewsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['company', 'interviews', from, to],
    queryFn: async () => (await unwrap(api.GET('/company/interviews', { params: { query: { from, to } } }))).data as unknown as CalendarItem[],
    placeholderData: keepPreviousData,
  });

/** Scheduled interviews and options on the table between two days (inclusive, 'YYYY-MM-DD'). */
export function useInterviews(from: string, to: string) {
  return useQuery(interviewsQuery(from, to));
}
