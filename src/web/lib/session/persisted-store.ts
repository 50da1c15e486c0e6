// A tiny persisted store in the same localStorage shape as the original app's stores
// (`{ state, version }`), so sessions written by either keep working. Only the keys listed in
// `persist` are written; the others live in memory for the page's lifetime.
export type Listener = () => void;

export interface PersistedStore<S> {
  get(): S;
  set(patch: Partial<S>): void;
  reset(): void;
  subscribe(listener: Listener): () => void;
}

export const STORE_VERSION = 0;

export function createPersistedStore<S extends object>(key: string, initial: S, persist: ReadonlyArray<keyof S>): PersistedStore<S> {
  const listeners = new Set<Listener>();
  let state: S = { ...initial, ...read() };

  function read(): Partial<S> {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      if (!raw) return {};
      const parsed = JSON.parse(raw) as { state?: Partial<S>; version?: number };
      // A store written by another version is ignored rather than migrated: none exists yet.
      if (parsed.version !== STORE_VERSION || typeof parsed.state !== 'object' || !parsed.state) return {};
      return Object.fromEntries(persist.filter((k) => k in parsed.state!).map((k) => [k, parsed.state![k]])) as Partial<S>;
    } catch {
      return {};
    }
  }

  function write() {
    const saved = Object.fromEntries(persist.map((k) => [k, state[k]]));
    globalThis.localStorage?.setItem(key, JSON.stringify({ state: saved, version: STORE_VERSION }));
  }

  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      write();
      listeners.forEach((l) => l());
    },
    reset() {
      state = { ...initial };
      write();
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
