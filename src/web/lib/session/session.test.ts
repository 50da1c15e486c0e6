import { beforeEach, describe, expect, it, vi } from 'vitest';

// Node has no localStorage: a Map-backed Storage stands in, installed before the module loads.
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
vi.stubGlobal('localStorage', new MemoryStorage());
const session = await import('./session');

const YEAR = 365 * 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  session.clearSession();
});

describe('token storage', () => {
  it('stores meditoken with an expiry marker one year ahead', () => {
    session.storeToken('abc', 1_000);
    expect(localStorage.getItem('meditoken')).toBe('abc');
    expect(localStorage.getItem('meditoken_exp')).toBe(String(1_000 + YEAR));
    expect(session.readToken(1_000 + YEAR - 1)).toBe('abc');
  });
  it('treats an expired marker as no token and drops the session', () => {
    session.storeToken('abc', 0);
    session.storeProfileSummary({ name: 'Ana', companyName: '', credits: 0, profileCompletion: 10, profileType: 2 });
    expect(session.readToken(YEAR)).toBeNull();
    expect(localStorage.getItem('meditoken')).toBeNull();
    expect(localStorage.getItem('user-session')).toBeNull();
  });
  it('treats a missing or garbled marker as no token', () => {
    localStorage.setItem('meditoken', 'abc');
    expect(session.readToken()).toBeNull();
    localStorage.setItem('meditoken', 'abc');
    localStorage.setItem('meditoken_exp', 'tomorrow');
    expect(session.readToken()).toBeNull();
  });
});

describe('profile summary (user-session)', () => {
  it('round-trips as JSON', () => {
    const summary = { name: 'Ion', companyName: 'Clinica Sud', credits: 5, profileCompletion: 80, profileType: 1 as const };
    session.storeProfileSummary(summary);
    expect(JSON.parse(localStorage.getItem('user-session')!)).toEqual(summary);
    expect(session.readProfileSummary()).toEqual(summary);
  });
  it('reads an unknown profile type as 0 and bad JSON as nothing', () => {
    localStorage.setItem('user-session', JSON.stringify({ name: 'X', profileType: 7 }));
    expect(session.readProfileSummary()?.profileType).toBe(0);
    localStorage.setItem('user-session', '{nope');
    expect(session.readProfileSummary()).toBeNull();
  });
});

describe('persisted stores', () => {
  it('writes auth-storage as { state, version: 0 }', () => {
    session.authStore.set({ isAuthenticated: true, userType: 2, userId: 42 });
    expect(JSON.parse(localStorage.getItem('auth-storage')!)).toEqual({
      state: { isAuthenticated: true, userType: 2, userId: 42 },
      version: 0,
    });
  });
  it('persists only the user in user-store', () => {
    session.userStore.set({ user: { id: 1 }, categories: ['a'], showPhoneError: true });
    expect(JSON.parse(localStorage.getItem('user-store')!)).toEqual({ state: { user: { id: 1 } }, version: 0 });
    expect(session.userStore.get().showPhoneError).toBe(true);
  });
  it('notifies subscribers and resets to logged out on clearSession', () => {
    const seen: boolean[] = [];
    const stop = session.authStore.subscribe(() => seen.push(session.authStore.get().isAuthenticated));
    session.authStore.set({ isAuthenticated: true, userType: 1, userId: 3 });
    session.storeToken('t');
    session.clearSession();
    stop();
    expect(seen).toEqual([true, false]);
    expect(session.authStore.get()).toEqual({ isAuthenticated: false, userType: null, userId: null });
    expect(session.userStore.get().user).toBeNull();
    expect(localStorage.getItem('meditoken')).toBeNull();
  });
  it('reads a stored state back on load and ignores other versions', async () => {
    const { createPersistedStore } = await import('./persisted-store');
    localStorage.setItem('k', JSON.stringify({ state: { a: 5, b: 9 }, version: 0 }));
    expect(createPersistedStore('k', { a: 1, b: 2 }, ['a']).get()).toEqual({ a: 5, b: 2 });
    localStorage.setItem('k', JSON.stringify({ state: { a: 5 }, version: 3 }));
    expect(createPersistedStore('k', { a: 1, b: 2 }, ['a']).get()).toEqual({ a: 1, b: 2 });
  });
});
