import { useSyncExternalStore } from 'react';
import { authStore, readProfileSummary, readToken } from '../lib/session/session';

/** The visitor as the layouts see it; re-renders on login and logout (the auth store changes then). */
export function useSession() {
  const auth = useSyncExternalStore(authStore.subscribe, authStore.get);
  return { auth, hasToken: readToken() !== null, summary: readProfileSummary() };
}
