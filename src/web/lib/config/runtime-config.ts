import { z } from 'zod';

// Deployment settings the SPA needs before it routes (RECRUITER_APP_URL, brand). They come from the
// server at boot because the CSP forbids an inline script that could carry them.
const configSchema = z.object({
  brand: z.string().min(1).catch('Medilink'),
  recruiterAppUrl: z.string().url().nullable().catch(null),
});

export type RuntimeConfig = z.infer<typeof configSchema>;

let current: RuntimeConfig = { brand: 'Medilink', recruiterAppUrl: null };

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  current = configSchema.parse(await response.json());
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}
