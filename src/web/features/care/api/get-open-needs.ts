import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { ApiPaths } from '../../../lib/api/schemas';

export type OpenNeed = ApiPaths['/care/needs']['get']['responses'][200]['content']['application/json']['data'][number];

/** Open posts, newest first, by company, title or city containing `q` (GET /api/care/needs). */
export function useOpenNeeds(q: string) {
  return useQuery({
    queryKey: ['care', 'open-needs', q],
    queryFn: async () => unwrap(api.GET('/care/needs', { params: { query: q ? { q } : {} } })),
    placeholderData: keepPreviousData,
  });
}
