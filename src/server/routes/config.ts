import type { FastifyPluginAsync } from 'fastify';
import { POLICY_VERSION } from '../privacy/policy-version.ts';

// Deployment settings the SPA reads at boot (the CSP forbids an inline script that could carry them).
export const configRoutes: FastifyPluginAsync = async (app) => {
  app.get('/config', async () => ({
    brand: app.deps.config.brandName,
    recruiterAppUrl: app.deps.config.recruiterAppUrl ?? null,
    care: { phone: app.deps.config.carePhone ?? null, email: app.deps.config.careEmail },
    policyVersion: POLICY_VERSION,
  }));
};
