import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { enqueueJob } from '../jobs/queue.ts';

/** Runs matching for a just-published need as soon as a worker is free (once: the key is the need). */
export async function enqueueNeedMatching(db: Kysely<Database>, needId: number, now: Date): Promise<void> {
  await enqueueJob(db, { kind: 'matching.need', payload: { needId }, runAt: now, dedupKey: `matching.need:${needId}:initial` }, now);
}
