import { isRecord } from '../../../../machines/narrow';

// Deployment settings the SPA needs before it routes (RECRUITER_APP_URL, brand). The server writes them into
// index.html as a JSON data block (src/server/spa.ts: the CSP forbids an inline script, not data), so they need no
// round trip; the Vite dev server's page has none and asks /api/config. Parsed by hand rather than with zod to keep
// zod out of the entry chunk.
export interface RuntimeConfig {
  brand: string;
  /** Base URL of the external recruiter app; null means the built-in company workspace. */
  recruiterAppUrl: string | null;
  /** Customer care's contact: a phone when the deployment set one, and an email. */
  care: { phone: string | null; email: string | null };
  /** The version of the terms and privacy notice in force (the privacy notice page shows it). */
  policyVersion: string | null;
}

let current: RuntimeConfig = { brand: 'Medilink', recruiterAppUrl: null, care: { phone: null, email: null }, policyVersion: null };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  const value: Record<string, unknown> = isRecord(body) ? body : {};
  const brand = typeof value.brand === 'string' && value.brand.trim() ? value.brand.trim() : 'Medilink';
  const url = typeof value.recruiterAppUrl === 'string' ? value.recruiterAppUrl.trim() : '';
  const care: Record<string, unknown> = isRecord(value.care) ? value.care : {};
  return {
    brand,
    recruiterAppUrl: /^https?:\/\/[^/\s]+/.test(url) ? url : null,
    care: { phone: text(care.phone), email: text(care.email) },
    policyVersion: text(value.policyVersion),
  };
}

/** Must match RUNTIME_CONFIG_ELEMENT_ID in src/server/spa.ts. */
const EMBEDDED_CONFIG_ID = 'runtime-config';

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const embedded = document.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (embedded) {
    current = parseRuntimeConfig(JSON.parse(embedded));
    return current;
  }
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  current = parseRuntimeConfig(await response.json());
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}
