import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/types.ts';
import type { JobKind, JobPayloads } from './job-payloads.ts';

export type Job = Selectable<Database['jobs']>;

type PayloadOf<K extends string> = K extends JobKind
  ? Record<string, never> extends JobPayloads[K]
    ? { payload?: JobPayloads[K] }
    : { payload: JobPayloads[K] }
  : { payload?: Record<string, unknown> };

/**
 * A job to queue: a kind of JobPayloads takes its payload in that shape (required unless the kind carries none); the
 * queue's own tests use kinds of their own with any payload.
 */
export type NewJob<K extends string = string> = { kind: K } & PayloadOf<K> & {
    /** When the job becomes due (the injectable clock's time, never the database's). */
    runAt: Date;
    /** At most one job ever exists per key: enqueueing it again is a no-op (across server instances too). */
    dedupKey?: string;
    maxAttempts?: number;
  };

/**
 * Adds a job; works inside a caller's transaction so the job exists if and only if the change that asked for it
 * committed. Returns the new id, or null when a job with the same dedup key already exists.
 */
export async function enqueueJob<K extends string>(db: Kysely<Database>, job: NewJob<K>, now: Date): Promise<number | null> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      dedup_key: job.dedupKey ?? null,
      run_at: job.runAt,
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedup_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Claims up to `limit` due jobs for `workerId` until `leaseUntil`. `FOR UPDATE SKIP LOCKED` lets concurrent
 * workers on PostgreSQL take disjoint rows without waiting; the lease then keeps the job theirs outside the
 * transaction. A lease that expires (the worker died) makes the job due again: at least once, never lost.
 */
export async function claimJobs(db: Kysely<Database>, workerId: string, now: Date, leaseUntil: Date, limit: number): Promise<Job[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'pending')
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('run_at')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (!due.length) return [];
    return trx
      .updateTable('jobs')
      .set((eb) => ({ locked_by: workerId, locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where(
        'id',
        'in',
        due.map((j) => j.id),
      )
      .returningAll()
      .execute();
  });
}

/** Marks a job done, only if this worker still holds it (a worker whose lease was taken over changes nothing). */
export async function completeJob(db: Kysely<Database>, job: Job, workerId: string, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('jobs')
    .set({ status: 'done', done_at: now, locked_by: null, locked_until: null, last_error: null })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/**
 * Marks done a job whose work its own request did (the job was the safety net in case that request died), unless
 * a worker has claimed it meanwhile: that worker then finds nothing left to do and completes it itself.
 */
export async function completeUnclaimedJob(db: Kysely<Database>, jobId: number, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', done_at: now })
    .where('id', '=', jobId)
    .where('status', '=', 'pending')
    .where('locked_by', 'is', null)
    .execute();
}

/** Gives back a claimed job this worker will not run (it is stopping): due again at once, the attempt not counted. */
export async function releaseJob(db: Kysely<Database>, job: Job, workerId: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({ locked_by: null, locked_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** A failed attempt: retried later with backoff, or failed for good after max_attempts. */
export async function failJob(db: Kysely<Database>, job: Job, workerId: string, now: Date, error: unknown): Promise<void> {
  const final = job.attempts >= job.max_attempts;
  await db
    .updateTable('jobs')
    .set({
      status: final ? 'failed' : 'pending',
      run_at: final ? job.run_at : new Date(now.getTime() + backoffMs(job.attempts)),
      locked_by: null,
      locked_until: null,
      last_error: String(error instanceof Error ? (error.stack ?? error.message) : error).slice(0, 2000),
      ...(final ? { done_at: now } : {}),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
}
