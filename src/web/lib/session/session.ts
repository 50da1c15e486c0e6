import { createPersistedStore } from './persisted-store';
import { isRecord } from '../../../../machines/narrow';

// Client-side session, spec §3: the access token with a one-year expiry marker, the stored
// profile summary (user-session), and two persisted stores (user-store, auth-storage; version 0).
export const TOKEN_KEY = 'meditoken';
export const TOKEN_EXP_KEY = 'meditoken_exp';
export const SESSION_KEY = 'user-session';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** profileType: 0 undefined, 1 company, 2 candidate. */
export type ProfileType = 0 | 1 | 2;

export interface ProfileSummary {
  name: string;
  companyName: string;
  credits: number;
  profileCompletion: number;
  profileType: ProfileType;
}

export interface UserStoreState {
  user: Record<string, unknown> | null;
  categories: unknown[];
  showPhoneError: boolean;
}

export interface AuthState {
  isAuthenticated: boolean;
  userType: ProfileType | null;
  userId: number | string | null;
}

export const userStore = createPersistedStore<UserStoreState>('user-store', { user: null, categories: [], showPhoneError: false }, ['user']);

export const authStore = createPersistedStore<AuthState>('auth-storage', { isAuthenticated: false, userType: null, userId: null }, [
  'isAuthenticated',
  'userType',
  'userId',
]);

export function storeToken(token: string, now = Date.now()): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(TOKEN_EXP_KEY, String(now + ONE_YEAR_MS));
}

/** The stored token, or null when absent or past its expiry marker (an expired token is dropped). */
export function readToken(now = Date.now()): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const expiry = Number(localStorage.getItem(TOKEN_EXP_KEY));
  if (!Number.isFinite(expiry) || expiry <= now) {
    clearSession();
    return null;
  }
  return token;
}

export function storeProfileSummary(summary: ProfileSummary): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(summary));
}

export function readProfileSummary(): ProfileSummary | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    // A stored null reads as no summary; any other shape gives the defaults below.
    if (parsed === null) return null;
    const value: Record<string, unknown> = isRecord(parsed) ? parsed : {};
    const type = value.profileType;
    return {
      name: String(value.name ?? ''),
      companyName: String(value.companyName ?? ''),
      credits: Number(value.credits ?? 0),
      profileCompletion: Number(value.profileCompletion ?? 0),
      profileType: type === 1 || type === 2 ? type : 0,
    };
  } catch {
    return null;
  }
}

/** Logout and 401 both end here: every trace of the session goes. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TOKEN_EXP_KEY);
  localStorage.removeItem(SESSION_KEY);
  userStore.reset();
  authStore.reset();
}
