import type { FastifyPluginAsync } from 'fastify';
import { createOpsWorker, opsDepsOf } from './ops-worker.ts';

/**
 * Runs the job worker inside the server (every instance may: the queue never gives one job to two workers).
 * Off in tests and with JOBS_WORKER=0; stops with the server, finishing the job in hand.
 */
export const jobWorkerPlugin: FastifyPluginAsync = async (app) => {
  const deps = opsDepsOf(app);
  if (!deps.settings.worker) return;
  const worker = createOpsWorker(app, deps);
  app.addHook('onReady', async () => worker.start(deps.settings.pollMs));
  app.addHook('onClose', async () => worker.stop());
};
