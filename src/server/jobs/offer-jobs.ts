import type { Kysely } from 'kysely';
import { offerAnswerDeadline, offerReminderAt } from '../../../machines/index.ts';
import { HOUR } from '../clock.ts';
import type { Database } from '../db/types.ts';
import { enqueueJob, type Job } from './queue.ts';

/**
 * Spec §9: candidates are asked to answer an offer within 48 hours, reminded the day before the deadline. These
 * are the earliest times; machines/deadlines.ts moves a deadline that ends on a non-working day (the handlers
 * defer a job that comes early).
 */
export const OFFER_REMINDER_AFTER = 24 * HOUR;
export const OFFER_EXPIRY_AFTER = 48 * HOUR;

type OfferRow = { id: number; version: number; updated_at: Date };

/**
 * The jobs of an offer that just reached the candidate: its mail now, a reminder the day before its deadline, and
 * its expiry at the deadline. Keyed by process version, so each is queued once and a job whose process has moved
 * on does nothing.
 */
export async function scheduleOfferJobs(db: Kysely<Database>, p: OfferRow, now: Date): Promise<void> {
  const payload = { processId: p.id, version: p.version };
  await enqueueJob(db, { kind: 'offer.notify', payload, runAt: now, dedupKey: `offer.notify:${p.id}:${p.version}` }, now);
  await enqueueJob(db, { kind: 'offer.remind', payload, runAt: offerReminderAt(p.updated_at), dedupKey: `offer.remind:${p.id}:${p.version}` }, now);
  await enqueueJob(
    db,
    { kind: 'offer.expire', payload, runAt: offerAnswerDeadline(p.updated_at), dedupKey: `offer.expire:${p.id}:${p.version}` },
    now,
  );
}

/**
 * A deadline job that runs before its time (the sweep queues the earliest time, 24 h / 48 h after the offer) is
 * queued again for `due` and does nothing now. True when it was deferred.
 */
export async function deferUntil(db: Kysely<Database>, job: Job, due: Date, now: Date): Promise<boolean> {
  if (now.getTime() >= due.getTime()) return false;
  await enqueueJob(
    db,
    { kind: job.kind, payload: job.payload, runAt: due, dedupKey: `${job.dedup_key ?? `${job.kind}:${job.id}`}@${due.toISOString()}` },
    now,
  );
  return true;
}
