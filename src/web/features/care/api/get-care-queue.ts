import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema';
import { api, unwrap } from '../../../lib/api/client';

export type CareProcess = components['schemas']['CareProcess'];
export type CareFollowUp = components['schemas']['CareFollowUp'];

export const careQueueQuery = queryOptions({
  queryKey: ['care', 'queue'],
  queryFn: () => unwrap(api.GET('/care/queue')),
});

/** Candidates waiting for their phone screen and the open follow-ups (GET /api/care/queue). */
export function useCareQueue() {
  return useQuery(careQueueQuery);
}
