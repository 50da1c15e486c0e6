import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

/** Open needs whose company, title or city contains `q` (GET /api/care/needs), for care's recommendation. */
export function useOpenNeeds(q: string) {
  return useQuery({
    queryKey: ['care', 'needs', q],
    queryFn: async () => (await unwrap(api.GET('/care/needs', { params: { query: q ? { q } : {} } }))).data,
    placeholderData: keepPreviousData,
  });
}
