import { beforeEach, describe, expect, it, vi } from 'vitest';

// Node has no localStorage: a Map-backed stand-in, installed before the session module loads.
const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, String(value)),
  removeItem: (key: string) => void store.delete(key),
  clear: () => store.clear(),
});
const { createApiClient, setUnauthorizedHandler, unwrap, ApiError } = await import('./client');
const { storeToken } = await import('../session/session');
const { i18n } = await import('../i18n/i18n');

let seen: Request[] = [];
let answer: () => Response = () => new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } });
const fetchStub = async (input: Request) => {
  seen.push(input);
  return answer();
};
const main = createApiClient({ baseUrl: 'http://medilink.test/api', fetch: fetchStub as typeof fetch });

beforeEach(() => {
  store.clear();
  seen = [];
  i18n.activate('ro-RO');
});

describe('API clients (spec §7)', () => {
  it('sends the active locale and no Authorization without a token', async () => {
    await main.GET('/offers');
    expect(seen[0]!.headers.get('Accept-Language')).toBe('ro-RO');
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
    i18n.activate('en');
    await main.GET('/offers');
    expect(seen[1]!.headers.get('Accept-Language')).toBe('en');
  });

  it('sends the stored Bearer token, unless the call brings its own', async () => {
    storeToken('stored-token');
    await main.GET('/offers');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer stored-token');
    await main.GET('/user', { headers: { Authorization: 'Bearer registration-token' } });
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer registration-token');
  });

  it('a 401 to the stored session ends it and calls the handler', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    storeToken('stored-token');
    answer = () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401, headers: { 'Content-Type': 'application/json' } });
    await expect(unwrap(main.GET('/user'))).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
    expect(store.get('meditoken')).toBeUndefined();
  });

  it('a 401 to a call with its own token leaves the session alone', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    storeToken('stored-token');
    answer = () => new Response(JSON.stringify({ message: 'Bad credentials' }), { status: 401, headers: { 'Content-Type': 'application/json' } });
    await expect(unwrap(main.GET('/user', { headers: { Authorization: 'Bearer other' } }))).rejects.toThrow('Bad credentials');
    expect(handler).not.toHaveBeenCalled();
    expect(store.get('meditoken')).toBe('stored-token');
  });

  it('unwrap turns failures into the spec §8 text', async () => {
    answer = () =>
      new Response(JSON.stringify({ message: 'Invalid input', errors: { email: ['Email taken'] } }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    const error = await unwrap(main.GET('/offers')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).text).toBe('Email taken');
    expect((error as InstanceType<typeof ApiError>).fieldErrors).toEqual({ email: ['Email taken'] });
    expect((error as InstanceType<typeof ApiError>).status).toBe(400);

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const offline = await unwrap(main.GET('/offers')).catch((e: unknown) => e);
    expect((offline as InstanceType<typeof ApiError>).failure).toEqual({ kind: 'no-response' });
  });
});
