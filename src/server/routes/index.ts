import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.ts';

// One module per resource. Other areas register their plugin here with a one-line edit.
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};

// v2 API (/api/v2): the workflow area's process resources.
export const apiV2Routes: FastifyPluginAsync = async () => {};
