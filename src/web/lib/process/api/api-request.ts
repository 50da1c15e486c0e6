import { unwrap } from '../../api/client';
import { activeLocale } from '../../i18n/i18n';
import { readToken } from '../../session/session';

/**
 * A call to a workflow path not yet typed in the contract, answered through the spec §8 error rule (`unwrap`), with the
 * headers the API clients send (locale, Bearer).
 */
export async function apiRequest(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': activeLocale(), ...init.headers };
  const token = readToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const call = fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  }).then(async (response) => {
    const body: unknown = await response.json().catch(() => null);
    return response.ok ? { data: body, response } : { error: body, response };
  });
  return unwrap(call);
}
