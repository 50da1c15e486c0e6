import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

export const dashboardQuery = queryOptions({
  queryKey: ['company', 'dashboard'],
  queryFn: () => unwrap(api.GET('/company/dashboard')),
});

export function useCompanyDashboard() {
  return useQuery(dashboardQuery);
}
