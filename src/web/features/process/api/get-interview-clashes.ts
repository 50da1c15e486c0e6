import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { ApiPaths } from '../../../lib/api/schemas';
import { processQueryKey } from './get-process';

export type InterviewClashes = ApiPaths['/processes/{id}/interview-clashes']['get']['responses'][200]['content']['application/json'];
export type BookedAppointment = InterviewClashes['appointments'][number];

/**
 * What else the viewer has booked (her own calendar only) and which times on this process's table clash with it
 * (GET /api/processes/{id}/interview-clashes). Under the process's key, so an event sent refreshes it too.
 */
export function useInterviewClashes(processId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...processQueryKey(processId), 'interview-clashes'],
    queryFn: () => unwrap(api.GET('/processes/{id}/interview-clashes', { params: { path: { id: processId } } })),
    enabled,
  });
}
