import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../../lib/api/schemas';
import { api, unwrap } from '../../../../lib/api/client';

export type CareProcess = Schemas['CareProcess'];
export type CareFollowUp = Schemas['CareFollowUp'];
/** The licence a screening needs (its job title is regulated): the body, and the candidate's licence on file. */
export type CareLicence = NonNullable<CareProcess['licence']>;

export const careQueueQuery = queryOptions({
  queryKey: ['care', 'queue'],
  queryFn: () => unwrap(api.GET('/care/queue')),
});

/** Candidates waiting for their phone screen and the open follow-ups (GET /api/care/queue). */
export function useCareQueue() {
  return useQuery(careQueueQuery);
}
