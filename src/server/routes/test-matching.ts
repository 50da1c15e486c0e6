import { z } from 'zod';
import type { AppDeps } from '../fastify-types.ts';
import { opsDepsOf } from '../jobs/ops-worker.ts';
import { answer, errors } from '../lib/response-schemas.ts';
import { runNeedMatching } from '../matching/run-matching.ts';
import { defineRoute, type Route } from './define-route.ts';
import { idParams } from './ids.ts';

// Registered with the test clock only (NODE_ENV=test, the e2e server, which runs no job worker), never in development
// or production; not part of the product contract (openapi.yaml). A browser suite has its post's matching run now,
// as the worker's job would on publishing, to read what the run decided (offers, who it left out and why).
const ranSchema = z.object({ created: z.array(z.number().int()), ranked: z.number().int() });
const runMatching = { hide: true, params: idParams, response: { 200: answer('What the run did', ranSchema), ...errors(400) } };

export const testMatchingRoutes = (deps: AppDeps): Route[] => [
  defineRoute({
    method: 'POST',
    url: '/test/needs/:id/matching',
    schema: runMatching,
    handler: async (request) => runNeedMatching(opsDepsOf({ deps }), request.params.id),
  }),
];
