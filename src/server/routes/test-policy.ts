import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { errors, noContent } from '../lib/response-schemas.ts';
import { moveAcceptedPolicyVersion } from '../privacy/policy-consent.ts';

// Registered with the test clock only (NODE_ENV=test, the e2e server), never in development or production; not
// part of the product contract (openapi.yaml). The browser suite cannot ship an older policy version, so the
// signed-in user's acceptances are moved back to one, as if the notice had changed since: the consent dialog's case.
const OUTDATED_POLICY_VERSION = '2000-01-01';

const outdate = { hide: true, response: { 204: noContent('Moved back'), ...errors(401, 403) } };

export const testPolicyRoutes = (deps: AppDeps): Route[] => {
  return [
    defineRoute({
      method: 'POST',
      url: '/test/policy-consents/outdate',
      preValidation: requireAuth('candidate', 'company'),
      schema: outdate,
      handler: async (request, reply) => {
        await moveAcceptedPolicyVersion(deps.db, authOf(request).userId, OUTDATED_POLICY_VERSION);
        return reply.code(204).send(null);
      },
    }),
  ];
};
