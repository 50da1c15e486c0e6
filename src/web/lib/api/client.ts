import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../../openapi/schema';
import { activeLocale } from '../i18n/i18n';
import { clearSession, readToken } from '../session/session';
import { mainErrorText, v2ErrorText, type ApiFailure, type ErrorText } from './error-text';

// The two API bases of spec §7. Both send the active locale and the stored Bearer token; v2 also sends
// the browser's time zone. A 401 to a call made with the stored session ends the session.

type Fetch = typeof globalThis.fetch;
let unauthorizedHandler: () => void = () => {};

/** The app registers where a 401 sends the visitor (the login page with a redirect back). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

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
      unauthorizedHandler();
    }
    return response;
  },
};

const timeZoneHeader: Middleware = {
  onRequest({ request }) {
    request.headers.set('Time-zone', Intl.DateTimeFormat().resolvedOptions().timeZone);
    return request;
  },
};

/** `baseUrl` and `fetch` are for tests; the browser uses the same origin's /api. */
export function createApiClients({ baseUrl = '/api', fetch }: { baseUrl?: string; fetch?: Fetch } = {}) {
  const main = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  main.use(sessionHeaders);
  // The contract writes v2 paths with their /v2 prefix (one `paths` type), so both share the /api base.
  const v2 = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  v2.use(sessionHeaders, timeZoneHeader);
  return { main, v2 };
}

export const { main: api, v2: apiV2 } = createApiClients();

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
    return body && typeof body.errors === 'object' && body.errors !== null
      ? (body.errors as Record<string, string[] | string>)
      : undefined;
  }
}

interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Awaits an openapi-fetch call: its data, or an ApiError carrying the spec §8 text. */
export async function unwrap<T>(call: Promise<CallResult<T>>, version: 'main' | 'v2' = 'main'): Promise<T> {
  const rule = version === 'main' ? mainErrorText : v2ErrorText;
  let result: CallResult<T>;
  try {
    result = await call;
  } catch (cause) {
    // fetch rejects with a TypeError when no answer came back; anything else failed before sending.
    const failure: ApiFailure =
      cause instanceof TypeError ? { kind: 'no-response' } : { kind: 'setup', message: String((cause as Error)?.message ?? cause) };
    throw new ApiError(failure, rule(failure));
  }
  if (!result.response.ok) {
    const failure: ApiFailure = { kind: 'response', status: result.response.status, body: result.error };
    throw new ApiError(failure, rule(failure));
  }
  return result.data as T;
}
