import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { ApiPaths } from '../../../lib/api/schemas';

export type LeftOut = ApiPaths['/care/needs/{id}/left-out']['get']['responses'][200]['content']['application/json']['data'][number];

/** The candidates a post's last matching run did not offer it, and why (GET /api/care/needs/{id}/left-out). */
export function useLeftOut(needId: number) {
  return useQuery({
    queryKey: ['care', 'left-out', needId],
    queryFn: async () => unwrap(api.GET('/care/needs/{id}/left-out', { params: { path: { id: needId } } })),
  });
}
