import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { answer, operation, security } from '../lib/response-schemas.ts';
import { POLICY_VERSION } from '../privacy/policy-version.ts';

const settingsSchema = z.object({
  brand: z.string(),
  policyVersion: z.string().describe('The version of the terms and privacy notice in force (shown on /app/privacy).'),
  recruiterAppUrl: z.string().nullable().describe('External recruiter app origin; null = built-in company workspace.'),
  care: z
    .object({ phone: z.string().nullable(), email: z.string() })
    .describe("Customer care's contact (CARE_PHONE, CARE_EMAIL), shown wherever the product sends people to care."),
});
const settings = {
  ...operation(
    'platform',
    'Deployment settings the SPA needs at boot (index.html carries them too; this route serves the dev server)',
    security.none,
  ),
  response: { 200: answer('Settings', settingsSchema) },
};

/** Deployment settings the SPA reads at boot: index.html carries them (src/server/spa.ts); this route serves the dev server. */
export function publicConfig(config: Config): z.infer<typeof settingsSchema> {
  return {
    brand: config.brandName,
    recruiterAppUrl: config.recruiterAppUrl ?? null,
    care: { phone: config.carePhone ?? null, email: config.careEmail },
    policyVersion: POLICY_VERSION,
  };
}

export const configRoutes = (deps: AppDeps): Route[] => {
  return [defineRoute({ method: 'GET', url: '/config', schema: settings, handler: async () => publicConfig(deps.config) })];
};
