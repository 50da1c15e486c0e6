import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { opsHandlers } from '../jobs/handlers.ts';
import { opsDepsOf } from '../jobs/ops-worker.ts';
import { completeUnclaimedJob } from '../jobs/queue.ts';
import { sweepDeadlines } from '../jobs/sweep.ts';
import { loggingTransport } from '../notifications/channels.ts';
import { parseInput } from './parse.ts';

// Registered with the test clock only (NODE_ENV=test, the e2e server, which runs no job worker), never in development
// or production; not part of the product contract (openapi.yaml). A browser suite that moved the clock past a
// deadline of ITS process (an offer left unanswered 48 hours) has that deadline's job run now, as the worker would,
// without touching the other processes of the run.
export const testDeadlineRoutes: FastifyPluginAsync = async (app) => {
  app.post('/test/processes/:id/deadlines', async (request) => {
    const { id } = parseInput(z.object({ id: z.coerce.number().int().positive() }), request.params);
    const deps = opsDepsOf(app);
    const now = deps.clock.now();
    await sweepDeadlines(deps.db, now);
    const due = await deps.db
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', 'pending')
      .where('run_at', '<=', now)
      .where(sql<string>`payload->>'processId'`, '=', String(id))
      .orderBy('run_at')
      .execute();
    const handlers = opsHandlers(deps, loggingTransport(app.log));
    for (const job of due) {
      await handlers[job.kind]?.(job);
      await completeUnclaimedJob(deps.db, job.id, deps.clock.now());
    }
    return { ran: due.map((job) => job.kind) };
  });
};
