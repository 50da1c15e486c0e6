import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { pingDatabase } from '../db/ping.ts';
import { z } from 'zod';
import { answer, errorAnswer, operation, security } from '../lib/response-schemas.ts';

const liveness = {
  ...operation('platform', 'Liveness and database check', security.none),
  response: {
    200: answer('Up, with the release this instance runs', z.object({ status: z.literal('ok'), release: z.string() })),
    500: errorAnswer('The database does not answer'),
  },
};

// For load balancers and the start script: answers only when the database answers.
export const healthRoutes = (deps: AppDeps): Route[] => {
  return [
    defineRoute({
      method: 'GET',
      url: '/health',
      schema: liveness,
      handler: async () => {
        await pingDatabase(deps.db);
        return { status: 'ok' as const, release: deps.config.cluster.release };
      },
    }),
  ];
};
