import { useSyncExternalStore } from 'react';
import { authStore, readProfileSummary, readToken, userStore } from '../lib/session/session';

/** The visitor as the layouts see it; re-renders on login and logout (the auth store changes then). */
export function useSession() {
  const auth = useSyncExternalStore(authStore.subscribe, authStore.get);
  const { user } = useSyncExternalStore(userStore.subscribe, userStore.get);
  // Customer care: role 'care' in GET /user (the route guard reads it the same way).
  const isCare = user?.['role'] === 'care';
  return { auth, hasToken: readToken() !== null, summary: readProfileSummary(), isCare };
}
