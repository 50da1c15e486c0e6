import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { ApiPaths } from '../../../lib/api/schemas';

export type CandidatePosts = ApiPaths['/care/candidates/{id}/posts']['get']['responses'][200]['content']['application/json'];
export type CandidatePost = CandidatePosts['posts'][number];
export type PostMisfit = CandidatePost['misfits'][number];

/** The open posts care may recommend a candidate for, best fit first (GET /api/care/candidates/{id}/posts). */
export function useCandidatePosts(candidateId: number | null, q: string) {
  return useQuery({
    queryKey: ['care', 'candidate-posts', candidateId, q],
    queryFn: async () => unwrap(api.GET('/care/candidates/{id}/posts', { params: { path: { id: candidateId! }, query: q ? { q } : {} } })),
    enabled: candidateId !== null,
    placeholderData: keepPreviousData,
  });
}
