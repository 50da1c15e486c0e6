import { DAY, HOUR } from '../clock.ts';
import type { Db } from '../db/create-database.ts';

/**
 * How far back a reconnecting stream can catch up. A browser away longer reloads what it shows anyway (a fresh
 * stream starts at the newest event after the page read the current state).
 */
export const PUSH_REPLAY_WINDOW_MS = DAY;
/** Far longer than any request-limit window (one minute): a counter this old counts nothing. */
const RATE_COUNTER_KEPT_MS = HOUR;

/** Removes what the shared state of the instances no longer needs, so its tables stay small. Returns the counts. */
export async function pruneClusterState(db: Db, now: Date): Promise<{ pushEvents: number; rateCounters: number; tickets: number }> {
  const gone = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const pushEvents = await db
    .deleteFrom('push_events')
    .where('created_at', '<', new Date(now.getTime() - PUSH_REPLAY_WINDOW_MS))
    .executeTakeFirst();
  const rateCounters = await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', new Date(now.getTime() - RATE_COUNTER_KEPT_MS))
    .executeTakeFirst();
  const tickets = await db.deleteFrom('stream_tickets').where('expires_at', '<=', now).executeTakeFirst();
  return { pushEvents: gone(pushEvents), rateCounters: gone(rateCounters), tickets: gone(tickets) };
}
