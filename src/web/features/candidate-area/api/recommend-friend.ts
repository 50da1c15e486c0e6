import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { Schemas } from '../../../lib/api/schemas';

export type RecommendationInput = Schemas['RecommendationInput'];

/** POST /api/recommendations: a friend the candidate recommends (stored; care invites them). */
export function useRecommendFriend() {
  return useMutation({
    mutationFn: (body: RecommendationInput) => unwrap(api.POST('/recommendations', { body })),
  });
}
