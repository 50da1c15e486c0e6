import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiPaths } from '../../../lib/api/schemas';
import { api, unwrap } from '../../../lib/api/client';

export type CalendarItem = ApiPaths['/company/interviews']['get']['responses'][200]['content']['application/json']['data'][number];

const interviewsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['company', 'interviews', from, to],
    queryFn: async () => (await unwrap(api.GET('/company/interviews', { params: { query: { from, to } } }))).data,
    placeholderData: keepPreviousData,
  });

/** Scheduled interviews and options on the table between two days (inclusive, 'YYYY-MM-DD'). */
export function useInterviews(from: string, to: string) {
  return useQuery(interviewsQuery(from, to));
}
