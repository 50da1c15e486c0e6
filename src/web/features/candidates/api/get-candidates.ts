import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

export interface CompanyCandidateRow {
  id: number;
  name: string;
  city: { slug: string; name: string } | null;
  preferred_cities: Array<{ slug: string; name: string }>;
  category_label: string | null;
  sub_category_label: string | null;
  desired_salary_min: number | null;
  desired_salary_max: number | null;
  first_recommended_at: string;
  processes: number;
  status: string;
  last_process_id: number;
  last_need_id: number;
  activated_at: string;
}

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
        Object.entries({ ...rest, desired_salary_min: numberOrUndefined(desired_salary_min), desired_salary_max: numberOrUndefined(desired_salary_max) }).filter(([, v]) => v !== undefined),
      );
      const body = await unwrap(api.GET('/candidates', { params: { query: params } }));
      return body as unknown as { data: CompanyCandidateRow[]; total: number; total_is_capped: boolean };
    },
    placeholderData: keepPreviousData,
  });

export function useCandidates(query: CandidatesQuery) {
  return useQuery(candidatesQuery(query));
}
