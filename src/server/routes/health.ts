import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';

// For load balancers and the start script: answers only when the database answers.
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => {
    await sql`select 1`.execute(app.deps.db);
    return { status: 'ok' as const };
  });
};
