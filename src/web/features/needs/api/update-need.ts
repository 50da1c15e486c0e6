import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { NeedInput } from './create-need';

/** PATCH /needs/{id}: the whole form again; the answer says which changes were told to the candidates. */
export function useUpdateNeed(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NeedInput) => unwrap(api.PATCH('/needs/{id}', { params: { path: { id } }, body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['needs'] }),
  });
}
