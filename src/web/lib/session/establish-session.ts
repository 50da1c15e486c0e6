import { api, unwrap } from '../api/client';
import { summaryFromUser } from './profile-summary';
import { authStore, clearSession, storeProfileSummary, storeToken, userStore, type ProfileSummary } from './session';

/**
 * Turns a fresh token (from login, or the end of onboarding) into a session: loads the user, then
 * stores the token, the profile summary and both persisted stores (spec §3, §4).
 */
export async function establishSession(token: string): Promise<ProfileSummary> {
  const response = await unwrap(api.GET('/user', { headers: { Authorization: `Bearer ${token}` } }));
  const summary = summaryFromUser(response);
  storeToken(token);
  storeProfileSummary(summary);
  userStore.set({ user: response.data.user });
  authStore.set({ isAuthenticated: true, userType: summary.profileType, userId: response.data.user.id });
  return summary;
}

/** Revokes the token on the server, then forgets the session even if the server could not be reached. */
export async function endSession(): Promise<void> {
  try {
    await unwrap(api.POST('/logout'));
  } finally {
    clearSession();
  }
}
