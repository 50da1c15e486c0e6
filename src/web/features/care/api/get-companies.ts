import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../lib/api/schemas';
import { api, unwrap } from '../../../lib/api/client';

export type CareCompany = Schemas['CareCompany'];

export const companiesQuery = (q: string) =>
  queryOptions({
    queryKey: ['care', 'companies', q],
    queryFn: async () => (await unwrap(api.GET('/care/companies', { params: { query: { q: q || undefined } } }))).data,
  });

/** Companies with credits and open needs (GET /api/care/companies). */
export function useCompanies(q: string) {
  return useQuery(companiesQuery(q));
}
