import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HiringEventType, PayloadOf } from '../../../../../machines/index';
import type { ProcessView } from './process-view';
import { processQueryKey } from './get-process';
import { api, unwrap } from '../../../lib/api/client';

export type ProcessEvent = { [K in HiringEventType]: { type: K; payload: PayloadOf<K> } }[HiringEventType];

/**
 * POST /api/processes/{id}/events with the version the screen rendered (a stale screen gets 409, never a
 * transition it did not show) and an Idempotency-Key, so a retried request is applied once.
 */
export async function sendProcessEvent(process: Pick<ProcessView, 'id' | 'version'>, event: ProcessEvent, key: string) {
  return unwrap(
    api.POST('/processes/{id}/events', {
      params: { path: { id: process.id } },
      headers: { 'Idempotency-Key': key },
      // The contract leaves `payload` an open object; its shape per event is the machine's (PayloadOf).
      body: { type: event.type, payload: event.payload as Record<string, never>, expectedVersion: process.version },
    }),
  );
}

/** Sends an event and renders the server's answer (the new snapshot and `can`); lists refresh after. */
export function useSendEvent(process: Pick<ProcessView, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: ProcessEvent) => sendProcessEvent(process, event, crypto.randomUUID()),
    onSuccess: (view) => {
      queryClient.setQueryData(processQueryKey(view.id), view);
      void queryClient.invalidateQueries({ queryKey: ['offers'] });
    },
    onError: () => {
      // A refusal (409: changed meanwhile) means our picture is old: reload what the server allows now.
      void queryClient.invalidateQueries({ queryKey: processQueryKey(process.id) });
    },
  });
}
