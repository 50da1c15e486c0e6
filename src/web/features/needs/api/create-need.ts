import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { RequestBody } from '../../../lib/api/schemas';

export type NeedInput = RequestBody<'/needs', 'post'>;

export function useCreateNeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NeedInput) => unwrap(api.POST('/needs', { body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['needs'] }),
  });
}
