import { handlerOf } from '../jobs/worker.ts';
import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { z } from 'zod';
import { insightHandlers } from '../insight/insight-jobs.ts';
import { CELLS_JOB } from '../insight/points.ts';
import { pendingJobsOfKind } from '../jobs/pending-jobs.ts';
import { completeUnclaimedJob } from '../jobs/queue.ts';
import { answer } from '../lib/response-schemas.ts';

// Registered with the test clock only (the e2e server runs no job worker); not part of the product contract. A browser
// suite that wrote posts has their cells recomputed now, as the worker would at the end of the minute.
const ranSchema = z.object({ ran: z.number().int() });
const runCells = { hide: true, response: { 200: answer('How many cell jobs ran', ranSchema) } };

export const testInsightRoutes = (deps: AppDeps): Route[] => {
  return [
    defineRoute({
      method: 'POST',
      url: '/test/insight/cells',
      schema: runCells,
      handler: async () => {
        const { db, clock } = deps;
        const pending = await pendingJobsOfKind(db, CELLS_JOB);
        const handlers = insightHandlers({ db, clock });
        for (const job of pending) {
          await handlerOf(handlers, job)!(job);
          await completeUnclaimedJob(db, job.id, clock.now());
        }
        return { ran: pending.length };
      },
    }),
  ];
};
