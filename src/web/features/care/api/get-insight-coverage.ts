import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../lib/api/schemas';
import { api, unwrap } from '../../../lib/api/client';

export type InsightCoverage = Schemas['SalaryInsightCoverage'];
export type CoverageLevel = 'city' | 'county' | 'country';

export const insightCoverageQuery = (level: CoverageLevel) =>
  queryOptions({
    queryKey: ['care', 'insight-coverage', level],
    queryFn: () => unwrap(api.GET('/care/insight/coverage', { params: { query: { level } } })),
  });

/** Which salary cells pass the k-anonymity rule (GET /api/care/insight/coverage): counts only. */
export function useInsightCoverage(level: CoverageLevel) {
  return useQuery(insightCoverageQuery(level));
}
