import { toastFailure, toastSuccess } from '../action-toasts';
import type { ProcessView } from '../api/process-view';
import { useSendEvent, type ProcessEvent } from '../api/send-event';
import { eventToasts, isCandidateEvent } from './event-toasts';

/**
 * Sends one of the candidate's events and tells the outcome in a toast (spec §8). The screen then renders the
 * server's answer; `onDone` runs only when the server accepted the event (e.g. to close a dialog).
 */
export function useCandidateEvent(process: ProcessView) {
  const mutation = useSendEvent(process);
  function send(event: ProcessEvent, onDone?: () => void) {
    if (!isCandidateEvent(event.type)) return;
    const toasts = eventToasts[event.type];
    mutation.mutate(event, {
      onSuccess: () => {
        toastSuccess(toasts.success);
        onDone?.();
      },
      onError: (error) => toastFailure(toasts.error, error),
    });
  }
  return { send, pending: mutation.isPending, error: mutation.error };
}
