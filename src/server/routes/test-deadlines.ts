import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { z } from 'zod';
import { opsHandlers } from '../jobs/handlers.ts';
import { opsDepsOf } from '../jobs/ops-worker.ts';
import { dueJobsOfProcess } from '../jobs/pending-jobs.ts';
import { completeUnclaimedJob } from '../jobs/queue.ts';
import { handlerOf } from '../jobs/worker.ts';
import { sweepDeadlines } from '../jobs/sweep.ts';
import { loggingTransport } from '../notifications/channels.ts';
import { answer, errors } from '../lib/response-schemas.ts';
import { idParams } from './ids.ts';

// Registered with the test clock only (NODE_ENV=test, the e2e server, which runs no job worker), never in development
// or production; not part of the product contract (openapi.yaml). A browser suite that moved the clock past a
// deadline of ITS process (an offer left unanswered 48 hours) has that deadline's job run now, as the worker would,
// without touching the other processes of the run.
const ranSchema = z.object({ ran: z.array(z.string()).describe('the kinds of the jobs run') });
const runDeadlines = { hide: true, params: idParams, response: { 200: answer('The jobs run', ranSchema), ...errors(400) } };

export const testDeadlineRoutes = (deps: AppDeps): Route[] => {
  return [
    defineRoute({
      method: 'POST',
      url: '/test/processes/:id/deadlines',
      schema: runDeadlines,
      handler: async (request) => {
        const { id } = request.params;
        const ops = opsDepsOf({ deps });
        const now = deps.clock.now();
        await sweepDeadlines(deps.db, now);
        const due = await dueJobsOfProcess(deps.db, id, now);
        const handlers = opsHandlers(ops, loggingTransport(request.log));
        for (const job of due) {
          await handlerOf(handlers, job)?.(job);
          await completeUnclaimedJob(deps.db, job.id, deps.clock.now());
        }
        return { ran: due.map((job) => job.kind) };
      },
    }),
  ];
};
