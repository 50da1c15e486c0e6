import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { RequestBody } from '../../../../lib/api/schemas';

export type RecommendationInput = RequestBody<'/recommendations', 'post'>;

/** POST /api/recommendations: a friend the candidate recommends (stored; care invites them). */
export function useRecommendFriend() {
  return useMutation({
    mutationFn: (body: RecommendationInput) => unwrap(api.POST('/recommendations', { body })),
  });
}
