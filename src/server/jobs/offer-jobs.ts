import type { Kysely } from 'kysely';
import { DAY, HOUR } from '../clock.ts';
import type { Database } from '../db/types.ts';
import { enqueueJob } from './queue.ts';

/** Spec §9: candidates are asked to answer an offer within 48 hours; a reminder goes out halfway. */
export const OFFER_REMINDER_AFTER = 24 * HOUR;
export const OFFER_EXPIRY_AFTER = 48 * HOUR;
/** Interview options nobody answered for this long are flagged to care. */
export const PROPOSAL_FLAG_AFTER = 48 * HOUR;
export const INTERVIEW_REMINDER_BEFORE = DAY;

type OfferRow = { id: number; version: number; updated_at: Date };

/**
 * The jobs of an offer that just reached the candidate: its mail now, a reminder after 24 h, expiry after 48 h.
 * Keyed by process version, so each is queued once and a job whose process has moved on does nothing.
 */
export async function scheduleOfferJobs(db: Kysely<Database>, p: OfferRow, now: Date): Promise<void> {
  const at = p.updated_at.getTime();
  const payload = { processId: p.id, version: p.version };
  await enqueueJob(db, { kind: 'offer.notify', payload, runAt: now, dedupKey: `offer.notify:${p.id}:${p.version}` }, now);
  await enqueueJob(db, { kind: 'offer.remind', payload, runAt: new Date(at + OFFER_REMINDER_AFTER), dedupKey: `offer.remind:${p.id}:${p.version}` }, now);
  await enqueueJob(db, { kind: 'offer.expire', payload, runAt: new Date(at + OFFER_EXPIRY_AFTER), dedupKey: `offer.expire:${p.id}:${p.version}` }, now);
}
