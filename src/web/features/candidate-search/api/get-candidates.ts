import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { Schemas } from '../../../lib/api/schemas';

export type CompanyCandidateRow = Schemas['CompanyCandidate'];

export interface CandidatesQuery {
  limit: number;
  offset: number;
  name_contains?: string | undefined;
  city_in?: string | undefined;
  category_in?: string | undefined;
  subcategory_in?: string | undefined;
  desired_salary_min?: string | undefined;
  desired_salary_max?: string | undefined;
}

const numberOrUndefined = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);

export const candidatesQuery = (query: CandidatesQuery) =>
  queryOptions({
    queryKey: ['candidates', query],
    queryFn: async () => {
      const { desired_salary_min, desired_salary_max, ...rest } = query;
      const params = Object.fromEntries(
        Object.entries({
          ...rest,
          desired_salary_min: numberOrUndefined(desired_salary_min),
          desired_salary_max: numberOrUndefined(desired_salary_max),
        }).filter(([, v]) => v !== undefined),
      );
      return unwrap(api.GET('/candidates', { params: { query: params } }));
    },
    placeholderData: keepPreviousData,
  });

export function useCandidates(query: CandidatesQuery) {
  return useQuery(candidatesQuery(query));
}
