import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { RequestBody } from '../api/schemas';

export const explanationQueryKey = (processId: number) => ['explanation', processId] as const;

/**
 * GET /api/processes/{id}/explanation: why the recommendation was made, as the caller may read it (her factors for
 * the candidate, verdicts for the company once care validated, everything for care). Null when there is none.
 */
export const explanationQueryOptions = (processId: number) =>
  queryOptions({
    queryKey: explanationQueryKey(processId),
    queryFn: async () => {
      const res = await api.GET('/processes/{id}/explanation', { params: { path: { id: processId } } });
      if (res.response.status === 404) return null;
      return unwrap(Promise.resolve(res));
    },
  });

export const useExplanation = (processId: number) => useQuery(explanationQueryOptions(processId));

export type OverrideInput = RequestBody<'/care/processes/{id}/explanation/overrides', 'post'>;

/** POST /api/care/processes/{id}/explanation/overrides: care sets one factor's verdict, with its reason. */
export function useOverrideFactor(processId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OverrideInput) =>
      unwrap(api.POST('/care/processes/{id}/explanation/overrides', { params: { path: { id: processId } }, body })),
    onSuccess: (data) => client.setQueryData(explanationQueryKey(processId), data),
  });
}
