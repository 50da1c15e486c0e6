import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { useRefetchAt } from '../../../lib/time/use-refetch-at';
import type { ProcessView } from './process-view';

export const processQueryKey = (id: number) => ['process', id] as const;

export async function getProcess(id: number): Promise<ProcessView> {
  return unwrap(api.GET('/processes/{id}', { params: { path: { id } } }));
}

export const processQueryOptions = (id: number) => queryOptions({ queryKey: processQueryKey(id), queryFn: () => getProcess(id) });

/** The process as the server sees it now: snapshot, statuses, and the events the caller may send (`can`). */
export function useProcess(id: number) {
  const query = useQuery(processQueryOptions(id));
  const view = query.data;
  // At the interview's start the machine opens presence and closes rescheduling: a page left open asks it again.
  useRefetchAt(view?.state === 'interview.scheduled' ? view.snapshot.context.scheduledAt : null, query.refetch);
  return query;
}
