import { api, unwrap } from '../api/client';

// The password reset: asked by mail from the sign-in pages, and offered at once where an email change was undone.

export async function requestPasswordReset(email: string): Promise<void> {
  await unwrap(api.POST('/password/reset', { body: { email } }));
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await unwrap(api.POST('/password/reset/{token}', { params: { path: { token } }, body: { password } }));
}
