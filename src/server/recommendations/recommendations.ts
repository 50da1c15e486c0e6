import type { Kysely } from 'kysely';
import { z } from 'zod';
import { emailField, nameField, phoneField } from '../accounts/fields.ts';
import type { Db } from '../db/create-database.ts';
import type { Database } from '../db/types.ts';
import { fieldError, HttpError, notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { errors } from '../i18n/messages.ts';
import { containsLink } from '../lib/link-free.ts';
import { enqueueFriendInvitation } from '../notifications/friend-invitation.ts';
import { bodyId } from '../routes/ids.ts';
import { NOTE_MAX_LENGTH, normaliseAddress, RECOMMENDATIONS_PER_30_DAYS, RECOMMENDATIONS_PER_DAY } from './invitation-rules.ts';
import { recommendationErrors } from './messages.ts';

const withoutLinks = { error: errors.linksNotAllowed.id };

export const recommendationInputSchema = z.strictObject({
  // The friend's name greets them in the invitation: the product's words around it, never a link.
  full_name: nameField.refine((name) => !containsLink(name), withoutLinks),
  email: emailField,
  phone: phoneField,
  note: z
    .string({ error: errors.invalidValue.id })
    .trim()
    .max(NOTE_MAX_LENGTH, { error: errors.maxLength.id, abort: true })
    .refine((note) => !containsLink(note), withoutLinks)
    .transform((note) => note.replace(/\s+/g, ' ') || undefined)
    .optional()
    .describe(`A short note of the sender's, quoted in the invitation (at most ${NOTE_MAX_LENGTH} characters, no links)`),
  process_id: bodyId.optional(),
});
export type RecommendationInput = z.output<typeof recommendationInputSchema>;

type Row = { id: number; full_name: string; email: string; phone: string; note: string | null; process_id: number | null; created_at: Date };
// Whether and when the invitation left is not said to the sender: it would tell her that the address asked to stop,
// or that someone else invited it lately.
const view = (row: Row) => ({
  id: row.id,
  full_name: row.full_name,
  email: row.email,
  phone: row.phone,
  note: row.note,
  process_id: row.process_id,
  created_at: row.created_at.toISOString(),
});

const HOUR = 3600_000;
const WINDOWS = [
  { limit: RECOMMENDATIONS_PER_DAY, ms: 24 * HOUR },
  { limit: RECOMMENDATIONS_PER_30_DAYS, ms: 30 * 24 * HOUR },
];

/** 429 when the sender already made the most recommendations allowed in a day or in 30 days, with when to retry. */
async function checkSenderLimits(trx: Kysely<Database>, recommenderId: number, now: Date): Promise<void> {
  const longest = Math.max(...WINDOWS.map((w) => w.ms));
  const recent = await trx
    .selectFrom('recommendations')
    .select('created_at')
    .where('recommender_id', '=', recommenderId)
    .where('created_at', '>', new Date(now.getTime() - longest))
    .orderBy('created_at')
    .execute();
  let retryAt = 0;
  for (const { limit, ms } of WINDOWS) {
    const inWindow = recent.filter((r) => r.created_at.getTime() > now.getTime() - ms);
    // A place opens when the oldest recommendation that keeps the count at the limit leaves the window.
    if (inWindow.length >= limit) retryAt = Math.max(retryAt, inWindow[inWindow.length - limit]!.created_at.getTime() + ms);
  }
  if (retryAt) {
    throw new HttpError(429, recommendationErrors.tooMany, {
      values: { perDay: RECOMMENDATIONS_PER_DAY, perMonth: RECOMMENDATIONS_PER_30_DAYS },
      headers: { 'retry-after': String(Math.ceil((retryAt - now.getTime()) / 1000)) },
    });
  }
}

/**
 * Stores a friend the candidate recommends and queues the invitation (notifications/friend-invitation.ts decides
 * whether it may leave). The process it came from must be the candidate's own (a foreign one is a 404, as
 * everywhere); the same friend twice is refused, so a double click does not invite twice; a sender makes at most
 * RECOMMENDATIONS_PER_DAY a day and RECOMMENDATIONS_PER_30_DAYS in 30 days. Her row is locked meanwhile, so two
 * requests at once count each other.
 */
export async function recommendFriend(db: Db, auth: Auth, input: RecommendationInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    if (input.process_id !== undefined) {
      const own = await trx
        .selectFrom('processes')
        .select('id')
        .where('id', '=', input.process_id)
        .where('candidate_id', '=', auth.userId)
        .executeTakeFirst();
      if (!own) throw notFound();
    }
    const me = await trx.selectFrom('users').select('email').where('id', '=', auth.userId).forUpdate().executeTakeFirstOrThrow();
    if (normaliseAddress(me.email) === normaliseAddress(input.email)) throw fieldError('email', recommendationErrors.self);
    // The invitation names its sender: a name holding a link would carry it.
    const sender = await trx.selectFrom('candidates').select('full_name').where('user_id', '=', auth.userId).executeTakeFirst();
    if (sender && containsLink(sender.full_name)) throw new HttpError(400, recommendationErrors.senderNameHasLink);
    await checkSenderLimits(trx, auth.userId, now);
    const row = await trx
      .insertInto('recommendations')
      .values({
        recommender_id: auth.userId,
        process_id: input.process_id ?? null,
        full_name: input.full_name,
        email: input.email,
        phone: input.phone,
        note: input.note ?? null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['recommender_id', 'email']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw fieldError('email', recommendationErrors.duplicate);
    // The invitation mail is the ops area's job queue (its sweep also catches a recommendation this call misses).
    await enqueueFriendInvitation(trx, row.id, now);
    return view(row);
  });
}

/** The friends this candidate recommended, newest first. */
export async function listRecommendations(db: Db, auth: Auth) {
  const rows = await db
    .selectFrom('recommendations')
    .selectAll()
    .where('recommender_id', '=', auth.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { data: rows.map(view) };
}
