import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api, unwrap } from '../api/client';
import { openLiveConnection } from './live-connection';
import { queriesAffectedBy, type LiveEvent } from './live-event';

// The latest event per process, for pages that say what just happened (the offer page).
const latestByProcess = new Map<number, LiveEvent>();
const watchers = new Set<() => void>();

const streamTicket = async () => (await unwrap(api.POST('/stream/tickets'))).ticket;

/** Mounted once in the signed-in layout: keeps the stream open and refreshes exactly what each event touches. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openLiveConnection({
        ticket: streamTicket,
        onEvent: (event) => {
          for (const queryKey of queriesAffectedBy(event)) void queryClient.invalidateQueries({ queryKey });
          if (event.type === 'process.changed' && event.processId) {
            latestByProcess.set(event.processId, event);
            watchers.forEach((notify) => notify());
          }
        },
      }),
    [queryClient],
  );
}

const subscribe = (notify: () => void) => {
  watchers.add(notify);
  return () => void watchers.delete(notify);
};

/** The last change of this process that arrived on the stream while the app was open (undefined: none yet). */
export function useLatestProcessEvent(processId: number): LiveEvent | undefined {
  return useSyncExternalStore(subscribe, () => latestByProcess.get(processId));
}
