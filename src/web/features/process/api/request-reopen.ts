import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

/** Asks customer care to reopen an archived process, saying why (POST /api/processes/{id}/reopen-request). */
export function useRequestReopen(processId: number) {
  return useMutation({
    mutationFn: (reason: string) => unwrap(api.POST('/processes/{id}/reopen-request', { params: { path: { id: processId } }, body: { reason } })),
  });
}
