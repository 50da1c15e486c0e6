import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

/** Care offers a candidate for a need by hand (POST /api/care/recommendations). */
export function useRecommendCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { need_id: number; candidate_id: number }) => unwrap(api.POST('/care/recommendations', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['care'] }),
  });
}
