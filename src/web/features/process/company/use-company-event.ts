import { useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '../action-toasts';
import type { ProcessView } from '../api/process-view';
import { useSendEvent, type ProcessEvent } from '../api/send-event';
import { companyEventToasts, isCompanyEvent } from './company-event-toasts';

/**
 * Sends one of the company's events and tells the outcome in a toast (spec §8). The screen then renders the server's
 * answer; `onDone` runs only when the server accepted the event (e.g. to close a dialog).
 */
export function useCompanyEvent(process: ProcessView) {
  const mutation = useSendEvent(process);
  const queryClient = useQueryClient();
  function send(event: ProcessEvent, onDone?: () => void) {
    if (!isCompanyEvent(event.type)) return;
    const toasts = companyEventToasts[event.type];
    mutation.mutate(event, {
      onSuccess: () => {
        toastSuccess(toasts.success);
        void queryClient.invalidateQueries({ queryKey: ['needs'] });
        void queryClient.invalidateQueries({ queryKey: ['company'] });
        onDone?.();
      },
      onError: (error) => toastFailure(toasts.error, error),
    });
  }
  return { send, pending: mutation.isPending };
}
