// Deployment settings the SPA needs before it routes (RECRUITER_APP_URL, brand). They come from the
// server at boot because the CSP forbids an inline script that could carry them. Parsed by hand rather
// than with zod to keep zod out of the entry chunk.
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
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const brand = typeof value.brand === 'string' && value.brand.trim() ? value.brand.trim() : 'Medilink';
  const url = typeof value.recruiterAppUrl === 'string' ? value.recruiterAppUrl.trim() : '';
  const care = (typeof value.care === 'object' && value.care !== null ? value.care : {}) as Record<string, unknown>;
  return {
    brand,
    recruiterAppUrl: /^https?:\/\/[^/\s]+/.test(url) ? url : null,
    care: { phone: text(care.phone), email: text(care.email) },
    policyVersion: text(value.policyVersion),
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  current = parseRuntimeConfig(await response.json());
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}
