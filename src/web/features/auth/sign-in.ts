import { ApiError } from '../../lib/api/client';
import { establishSession } from '../../lib/session/establish-session';
import { login } from './api/login';

// What the login form runs once it is submitted (the API client, the session): loaded after the form's first paint.
export { notifyError, notifySuccess } from '../../lib/notify';

export async function signIn(credentials: { email: string; password: string }) {
  return establishSession(await login(credentials));
}

/** The server refused the credentials (spec §8's failure toast), as opposed to a call that failed. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 401 || error.status === 403);
}
