import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { ApiPaths } from '../../../lib/api/schemas';

export type Recommended = ApiPaths['/care/needs/{id}/recommended']['get']['responses'][200]['content']['application/json']['data'][number];

/** Who a post was recommended to, with every factor of each explanation (GET /api/care/needs/{id}/recommended). */
export function useRecommended(needId: number) {
  return useQuery({
    queryKey: ['care', 'recommended', needId],
    queryFn: async () => unwrap(api.GET('/care/needs/{id}/recommended', { params: { path: { id: needId } } })),
  });
}
