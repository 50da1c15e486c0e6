import { api, unwrap } from '../../../lib/api/client';

export async function requestPasswordReset(email: string): Promise<void> {
  await unwrap(api.POST('/password/reset', { body: { email } }));
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await unwrap(api.POST('/password/reset/{token}', { params: { path: { token } }, body: { password } }));
}
