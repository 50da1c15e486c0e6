import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../auth/plugin.ts';

// Registered with the test clock only (NODE_ENV=test, the e2e server), never in development or production; not
// part of the product contract (openapi.yaml). The browser suite cannot ship an older policy version, so the
// signed-in user's acceptances are moved back to one, as if the notice had changed since: the consent dialog's case.
const OUTDATED_POLICY_VERSION = '2000-01-01';

export const testPolicyRoutes: FastifyPluginAsync = async (app) => {
  app.post('/test/policy-consents/outdate', { preValidation: requireAuth('candidate', 'company') }, async (request, reply) => {
    await app.deps.db
      .updateTable('policy_consents')
      .set({ version: OUTDATED_POLICY_VERSION })
      .where('user_id', '=', authOf(request).userId)
      .execute();
    return reply.code(204).send();
  });
};
