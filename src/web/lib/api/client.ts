import type { I18n } from '@lingui/core';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../../openapi/schema';
import { activeLocale } from '../i18n/i18n';
import { clearSession, readToken } from '../session/session';
import { mainErrorText, type ApiFailure, type ErrorText } from './error-text';
import { onUnauthorized } from './unauthorized';

export { setUnauthorizedHandler } from './unauthorized';

// The API client (spec §7): it sends the active locale and the stored Bearer token. A 401 to a call made with the
// stored session ends the session. (The spec's second, v2 base with a Time-zone header has no operation: every
// instant is exchanged in UTC and shown in Romania's time, so it is not offered.)

type Fetch = typeof globalThis.fetch;

const sessionHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', activeLocale());
    const token = readToken();
    // A call may carry its own token (the onboarding wizard's registration token): keep it.
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    const token = readToken();
    if (response.status === 401 && token && request.headers.get('Authorization') === `Bearer ${token}`) {
      clearSession();
      onUnauthorized();
    }
    return response;
  },
};

/** `baseUrl` and `fetch` are for tests; the browser uses the same origin's /api. */
export function createApiClient({ baseUrl = '/api', fetch }: { baseUrl?: string; fetch?: Fetch } = {}) {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  client.use(sessionHeaders);
  return client;
}

export const api = createApiClient();

/** A failed call, with the text spec §8 prescribes and the server's field errors for the form. */
export class ApiError extends Error {
  constructor(
    readonly failure: ApiFailure,
    readonly text: ErrorText,
  ) {
    super(typeof text === 'string' ? text : (text.message ?? text.id));
    this.name = 'ApiError';
  }

  get status(): number | undefined {
    return this.failure.kind === 'response' ? this.failure.status : undefined;
  }

  get fieldErrors(): Record<string, string[] | string> | undefined {
    if (this.failure.kind !== 'response') return undefined;
    const body = this.failure.body as { errors?: unknown } | null;
    return body && typeof body.errors === 'object' && body.errors !== null ? (body.errors as Record<string, string[] | string>) : undefined;
  }
}

/**
 * What an error says, in the active language. An ApiError's text may be a catalog message, and its `message` is then
 * only the message's id in a production build (the compiled catalog keeps no source text).
 */
export function errorMessage(error: Error, i18n: I18n): string {
  if (!(error instanceof ApiError)) return error.message;
  return typeof error.text === 'string' ? error.text : i18n._(error.text);
}

interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

const messageOf = (cause: unknown) => (typeof cause === 'object' && cause !== null && 'message' in cause ? cause.message : undefined);

/** Awaits an openapi-fetch call: its data, or an ApiError carrying the spec §8 text. */
export async function unwrap<T>(call: Promise<CallResult<T>>): Promise<T> {
  let result: CallResult<T>;
  try {
    result = await call;
  } catch (cause) {
    // fetch rejects with a TypeError when no answer came back; anything else failed before sending.
    const failure: ApiFailure = cause instanceof TypeError ? { kind: 'no-response' } : { kind: 'setup', message: String(messageOf(cause) ?? cause) };
    throw new ApiError(failure, mainErrorText(failure));
  }
  if (!result.response.ok) {
    const failure: ApiFailure = { kind: 'response', status: result.response.status, body: result.error };
    throw new ApiError(failure, mainErrorText(failure));
  }
  return result.data as T;
}
