import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { ApiPaths } from '../../../lib/api/schemas';

export type FriendRecommendation = ApiPaths['/care/friend-recommendations']['get']['responses'][200]['content']['application/json']['data'][number];

export const friendRecommendationsQuery = queryOptions({
  queryKey: ['care', 'friends'],
  queryFn: async () => (await unwrap(api.GET('/care/friend-recommendations', { params: { query: { limit: 100 } } }))).data,
});

/** Recommend-a-friend, newest first (GET /api/care/friend-recommendations). */
export function useFriendRecommendations() {
  return useQuery(friendRecommendationsQuery);
}
