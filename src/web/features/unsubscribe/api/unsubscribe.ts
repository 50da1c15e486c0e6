import { api, unwrap } from '../../../lib/api/client';

/** POST /api/invitations/unsubscribe/{token}: no invitation is mailed to the link's address again. */
export async function unsubscribeFromInvitations(token: string): Promise<void> {
  await unwrap(api.POST('/invitations/unsubscribe/{token}', { params: { path: { token } } }));
}
