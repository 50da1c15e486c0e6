import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { api, unwrap } from '../api/client';

export type AccessLog = components['schemas']['AccessLog'];

/** The signed-in candidate's "who viewed my profile and CV" (GET /api/privacy/access-log). */
export const myAccessLogQuery = () => queryOptions({ queryKey: ['privacy', 'access-log'], queryFn: () => unwrap(api.GET('/privacy/access-log')) });

/** The same log of any candidate, for care (GET /api/care/candidates/{id}/access-log). */
export const candidateAccessLogQuery = (candidateId: number) =>
  queryOptions({
    queryKey: ['care', 'access-log', candidateId],
    queryFn: () => unwrap(api.GET('/care/candidates/{id}/access-log', { params: { path: { id: candidateId } } })),
  });

export const useMyAccessLog = () => useQuery(myAccessLogQuery());
export const useCandidateAccessLog = (candidateId: number, enabled: boolean) => useQuery({ ...candidateAccessLogQuery(candidateId), enabled });
