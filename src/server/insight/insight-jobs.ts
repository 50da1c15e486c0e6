import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/types.ts';
import type { JobHandlers, PeriodicJobs } from '../jobs/job-payloads.ts';
import { cellsOf, distinctCells, recomputeCells } from './cells.ts';
import { CELLS_JOB, dropExpired, syncAcceptedOffers } from './points.ts';
import { backfillPostPoints, rebuildAllCells } from './rebuild.ts';

export const REFRESH_JOB = 'insight.refresh' as const;
export const REBUILD_JOB = 'insight.rebuild' as const;

/**
 * The insight's jobs: the cells of a changed post (queued in the post's transaction), and the periodic refresh that
 * counts newly accepted final offers and retires the points the 12-month window has left behind.
 */
export function insightHandlers(deps: {
  db: Kysely<Database>;
  clock: Clock;
}): JobHandlers<typeof CELLS_JOB | typeof REFRESH_JOB | typeof REBUILD_JOB> {
  const { db, clock } = deps;
  return {
    [CELLS_JOB]: async (job) => recomputeCells(db, cellsOf(job.payload), clock.now()),
    [REFRESH_JOB]: async () => {
      const now = clock.now();
      const touched = [...(await syncAcceptedOffers(db, now)), ...(await dropExpired(db, now))];
      await recomputeCells(db, distinctCells(touched), now);
    },
    // Daily, and first after the migration: posts written before the insight existed, and any drift, are healed.
    [REBUILD_JOB]: async () => {
      const now = clock.now();
      await backfillPostPoints(db, now);
      await syncAcceptedOffers(db, now);
      await dropExpired(db, now);
      await rebuildAllCells(db, now);
    },
  };
}

/** Every 5 minutes: an accepted offer shows in its cells within 5 minutes, and the window slides by as much. */
export const INSIGHT_PERIODIC: PeriodicJobs = { [REFRESH_JOB]: 5 * 60_000, [REBUILD_JOB]: 24 * 60 * 60_000 };
