import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
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
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: liveness }, async () => {
    await sql`select 1`.execute(app.deps.db);
    return { status: 'ok' as const, release: app.deps.config.cluster.release };
  });
};
