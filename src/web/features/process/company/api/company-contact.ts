import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';

/** The company's own profile (the same cache entry as its profile page): where an invitation starts from. */
export function useCompanyContact() {
  return useQuery({ queryKey: ['company', 'profile'], queryFn: async () => unwrap(api.GET('/company/profile')) });
}
