import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

/** Sets a company's credits (PATCH /api/care/companies/{id}). */
export function useUpdateCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, credits }: { id: number; credits: number }) =>
      unwrap(api.PATCH('/care/companies/{id}', { params: { path: { id } }, body: { credits } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['care', 'companies'] }),
  });
}
