import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

export interface DashboardItem {
  process_id: number;
  need_id: number;
  need_title: string;
  candidate_name: string;
  state: string;
  status: string;
  updated_at: string;
  at?: string;
  can?: string[];
}

export interface CompanyDashboard {
  company: { name: string; credits: number };
  needs: Array<{ id: number; title: string; city_name: string | null; status_counts: Record<string, number>; open_processes: number }>;
  waiting: DashboardItem[];
  upcoming: Array<DashboardItem & { at: string }>;
}

export const dashboardQuery = queryOptions({
  queryKey: ['company', 'dashboard'],
  queryFn: async () => (await unwrap(api.GET('/company/dashboard'))) as unknown as CompanyDashboard,
});

export function useCompanyDashboard() {
  return useQuery(dashboardQuery);
}
