import { APP_BASE } from './access-rules';

/**
 * The login page's `redirect` parameter is honoured only for a same-origin path under /app/
 * (anything else would make the login page an open redirector). Returns the router path
 * (without the /app base) or null.
 */
export function safeRedirectTarget(redirect: string | null | undefined, origin: string): string | null {
  if (!redirect) return null;
  let url: URL;
  try {
    url = new URL(redirect, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!url.pathname.startsWith(`${APP_BASE}/`)) return null;
  return url.pathname.slice(APP_BASE.length) + url.search + url.hash;
}
