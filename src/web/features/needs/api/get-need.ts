import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { Schemas } from '../../../lib/api/schemas';

type Base = Schemas['Need'];
export interface NeedDetail extends Base {
  job_title_label: string | null;
  specialty: string | null;
  specialty_label: string | null;
  tags: string[];
  city_name: string | null;
  address: string | null;
  schedule: string | null;
  salary_min: number | null;
  salary_max: number | null;
  description: string | null;
  positions: number;
  archived_at: string | null;
  archive_reason: string | null;
  archive_text: string | null;
  pipeline: Array<{ status: string; processes: Array<{ id: number; candidate: { id: number; name: string }; state: string; archived: boolean; updated_at: string }> }>;
}

export const needQueryKey = (id: number) => ['needs', 'detail', id] as const;

export const needQuery = (id: number) =>
  queryOptions({
    queryKey: needQueryKey(id),
    queryFn: async () => (await unwrap(api.GET('/needs/{id}', { params: { path: { id } } }))) as unknown as NeedDetail,
  });

export function useNeed(id: number) {
  return useQuery(needQuery(id));
}
