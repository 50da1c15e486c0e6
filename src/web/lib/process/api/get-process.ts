import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseProcessView, type ProcessView } from './process-view';
import { apiRequest } from './api-request';

export const processQueryKey = (id: number) => ['process', id] as const;

export async function getProcess(id: number): Promise<ProcessView> {
  return parseProcessView(await apiRequest(`/processes/${id}`));
}

export const processQueryOptions = (id: number) => queryOptions({ queryKey: processQueryKey(id), queryFn: () => getProcess(id) });

/** The process as the server sees it now: snapshot, statuses, and the events the caller may send (`can`). */
export function useProcess(id: number) {
  return useQuery(processQueryOptions(id));
}
