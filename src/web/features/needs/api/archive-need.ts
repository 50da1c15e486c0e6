import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalReason } from '../../../../../machines/index';
import { api, unwrap } from '../../../lib/api/client';

export function useArchiveNeed(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { reason: WithdrawalReason; text?: string }) =>
      unwrap(api.POST('/needs/{id}/archive', { params: { path: { id } }, body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['needs'] });
      void queryClient.invalidateQueries({ queryKey: ['process'] });
    },
  });
}
