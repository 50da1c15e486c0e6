import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { ProcessView } from './process-view';

export const processQueryKey = (id: number) => ['process', id] as const;

export async function getProcess(id: number): Promise<ProcessView> {
  return unwrap(api.GET('/processes/{id}', { params: { path: { id } } }));
}

export const processQueryOptions = (id: number) => queryOptions({ queryKey: processQueryKey(id), queryFn: () => getProcess(id) });

/** The process as the server sees it now: snapshot, statuses, and the events the caller may send (`can`). */
export function useProcess(id: number) {
  return useQuery(processQueryOptions(id));
}
