import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendProcessEvent } from '../../lib/process/api/send-event';
import type { CareProcess } from './api/get-care-queue';

type CareEvent = 'care.validate' | 'care.invalidate' | 'care.markNotPresented' | 'care.unarchive';

/**
 * Care acts only through the workflow engine: the care.* event with the version the row showed (409 if the
 * process moved meanwhile) and an idempotency key, then every care list reloads from the server.
 */
export function useCareEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ process, type, note }: { process: Pick<CareProcess, 'id' | 'version'>; type: CareEvent; note?: string }) =>
      sendProcessEvent(process, { type, payload: note ? { note } : {} }, crypto.randomUUID()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['care'] }),
  });
}
