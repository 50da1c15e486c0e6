import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';

// The account's email address and its change: the new address is used only once the link mailed to it is followed,
// and the address it left gets a link that undoes the change for 7 days.

const emailKey = ['account-email'] as const;

/** The current address and the one waiting for its confirmation link (null when none is open). */
export function useAccountEmail() {
  return useQuery({ queryKey: emailKey, queryFn: () => unwrap(api.GET('/email/change')) });
}

/** Mails the confirmation link to `email` (the current password proves the owner asks); the answer's message says where it went. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; current_password: string }) => unwrap(api.POST('/email/change', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKey }),
  });
}

export async function confirmEmailChange(token: string): Promise<{ email: string }> {
  return unwrap(api.POST('/email/change/{token}', { params: { path: { token } } }));
}

/** Gives the account its old address back and ends every session; the answer's reset token sets a new password. */
export async function revertEmailChange(token: string): Promise<{ email: string; reset_token: string }> {
  return unwrap(api.POST('/email/revert/{token}', { params: { path: { token } } }));
}
