import { sql } from 'kysely';
import type { Db } from '../db/create-database.ts';
import type { Job } from './queue.ts';

// The pending jobs the test routes (src/server/routes/test-*.ts) run at once, as the worker would, picked so that a
// browser suite touches only the jobs of its own objects.

/** The pending jobs about one process that are due by `now`, soonest first. */
export const dueJobsOfProcess = (db: Db, processId: number, now: Date): Promise<Job[]> =>
  db
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', 'pending')
    .where('run_at', '<=', now)
    .where(sql<string>`payload->>'processId'`, '=', String(processId))
    .orderBy('run_at')
    .execute();

/** Every pending job of one kind, oldest first. */
export const pendingJobsOfKind = (db: Db, kind: string): Promise<Job[]> =>
  db.selectFrom('jobs').selectAll().where('status', '=', 'pending').where('kind', '=', kind).orderBy('id').execute();

/** The id of the job queued under a dedup key, if any. */
export async function jobIdByDedupKey(db: Db, dedupKey: string): Promise<number | undefined> {
  return (await db.selectFrom('jobs').select('id').where('dedup_key', '=', dedupKey).executeTakeFirst())?.id;
}
