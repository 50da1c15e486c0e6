import type { FastifyPluginAsync } from 'fastify';
import { jobWorkerPlugin } from '../jobs/worker-plugin.ts';
import { careRoutes } from './routes.ts';

/** Everything the operations area adds to the API: the care console's routes and the job worker. */
export const opsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(careRoutes);
  await app.register(jobWorkerPlugin);
};
