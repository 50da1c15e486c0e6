import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

/** Closes a follow-up once care has called (POST /api/care/follow-ups/{id}/resolve). */
export function useResolveFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note?: string }) =>
      unwrap(api.POST('/care/follow-ups/{id}/resolve', { params: { path: { id } }, body: note ? { note } : {} })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['care', 'queue'] }),
  });
}
