import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { RequestBody } from '../api/schemas';

/** The signed-in password change: the account's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: RequestBody<'/password/change', 'post'>) => unwrap(api.POST('/password/change', { body })),
  });
}
