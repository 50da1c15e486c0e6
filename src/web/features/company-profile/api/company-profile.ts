import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { Schemas } from '../../../lib/api/schemas';
import type { ApiPaths } from '../../../lib/api/schemas';

export type CompanyProfile = Schemas['CompanyProfile'];
type CompanyProfileInput = NonNullable<ApiPaths['/company/profile']['patch']['requestBody']>['content']['application/json'];

const profileQuery = queryOptions({ queryKey: ['company', 'profile'], queryFn: async () => unwrap(api.GET('/company/profile')) });

export function useCompanyProfile() {
  return useQuery(profileQuery);
}

export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyProfileInput) => unwrap(api.PATCH('/company/profile', { body })),
    onSuccess: (data) => queryClient.setQueryData(profileQuery.queryKey, data),
  });
}
