import { api, unwrap } from '../../../lib/api/client';

export async function login(credentials: { email: string; password: string }): Promise<string> {
  const { token } = await unwrap(api.POST('/login', { body: credentials }));
  return token;
}
