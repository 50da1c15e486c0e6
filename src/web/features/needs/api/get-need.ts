import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { ApiPaths } from '../../../lib/api/schemas';

export type NeedDetail = ApiPaths['/needs/{id}']['get']['responses'][200]['content']['application/json'];

export const needQueryKey = (id: number) => ['needs', 'detail', id] as const;

export const needQuery = (id: number) =>
  queryOptions({
    queryKey: needQueryKey(id),
    queryFn: () => unwrap(api.GET('/needs/{id}', { params: { path: { id } } })),
  });

export function useNeed(id: number) {
  return useQuery(needQuery(id));
}
