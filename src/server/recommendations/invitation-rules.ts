import { createHash } from 'node:crypto';

// How often recommend-a-friend may write to people who never asked for it (docs/ops.md, "Recommend-a-friend").

/** Recommendations one candidate may make in 24 hours, and in 30 days. */
export const RECOMMENDATIONS_PER_DAY = 3;
export const RECOMMENDATIONS_PER_30_DAYS = 10;
/** An address invited once is not invited again, by anyone, for this long. */
export const INVITATION_QUIET_DAYS = 90;
/** The sender's own words in an invitation: a short note, no links (link-free.ts). */
export const NOTE_MAX_LENGTH = 200;

/**
 * One spelling per mailbox: trimmed, lower case, without a `+tag` (name+x@ and name+y@ reach the same person), so the
 * per-address limits and the suppression list cannot be stepped around. Migration 0250 does the same in SQL.
 */
export function normaliseAddress(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
}

/** What the per-address tables keep instead of the address: its SHA-256 (hex) once normalised. */
export function addressHash(email: string): string {
  return createHash('sha256').update(normaliseAddress(email), 'utf8').digest('hex');
}
