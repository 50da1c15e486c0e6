import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

/** Marks one notification read (id), or all of them (no id); the list refreshes after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: number) => {
      if (id === undefined) await unwrap(api.POST('/notifications/read-all'));
      else await unwrap(api.POST('/notifications/{id}/read', { params: { path: { id } } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
