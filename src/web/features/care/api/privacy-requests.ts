import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '../../../lib/api/schemas';
import { api, unwrap } from '../../../lib/api/client';

export type PrivacyStep = Schemas['PrivacyLog']['data'][number];
export type PrivacyKind = 'export' | 'erasure' | 'retention' | 'consent';
export const PRIVACY_PAGE = 20;

export const privacyLogQuery = (kind: PrivacyKind | null, offset: number) =>
  queryOptions({
    queryKey: ['care', 'privacy-log', kind, offset],
    queryFn: async () =>
      (await unwrap(api.GET('/care/privacy-log', { params: { query: { kind: kind ?? undefined, limit: PRIVACY_PAGE, offset } } }))).data,
    placeholderData: keepPreviousData,
  });

/** Exports, erasures, retention and consents of every account, newest first (GET /api/care/privacy-log). */
export const usePrivacyLog = (kind: PrivacyKind | null, offset: number) => useQuery(privacyLogQuery(kind, offset));

/** Care erases an account on its owner's request, with the reason (POST /api/care/users/{id}/erasure). */
export function useEraseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
      unwrap(api.POST('/care/users/{id}/erasure', { params: { path: { id: userId } }, body: { reason } })),
    // Not awaited: the refreshed search no longer finds the erased account, and the dialog that asked must still
    // hear of the success before its row (and so the dialog) goes away.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['care'] }),
  });
}
