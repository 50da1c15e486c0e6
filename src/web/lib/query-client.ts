import { QueryClient } from '@tanstack/react-query';

// Spec §7: fresh for 60 s, kept 5 min, one retry, refetch when the window regains focus.
export const QUERY_DEFAULTS = {
  staleTime: 60_000,
  gcTime: 5 * 60_000,
  retry: 1,
  refetchOnWindowFocus: true,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
