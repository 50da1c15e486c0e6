import { z } from 'zod';
import { emailField, nameField, phoneField } from '../accounts/fields.ts';
import type { Db } from '../db/create-database.ts';
import { fieldError, notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { enqueueFriendInvitation } from '../notifications/friend-invitation.ts';
import { recommendationErrors } from './messages.ts';
import { bodyId } from '../routes/ids.ts';

export const recommendationInputSchema = z.strictObject({
  full_name: nameField,
  email: emailField,
  phone: phoneField,
  process_id: bodyId.optional(),
});
export type RecommendationInput = z.output<typeof recommendationInputSchema>;

const view = (row: { id: number; full_name: string; email: string; phone: string; process_id: number | null; created_at: Date }) => ({
  id: row.id,
  full_name: row.full_name,
  email: row.email,
  phone: row.phone,
  process_id: row.process_id,
  created_at: row.created_at.toISOString(),
});

/**
 * Stores a friend the candidate recommends. The process it came from must be the candidate's own (a foreign one
 * is a 404, as everywhere); the same friend twice is refused, so a double click does not invite twice.
 */
export async function recommendFriend(db: Db, auth: Auth, input: RecommendationInput, now: Date) {
  if (input.process_id !== undefined) {
    const own = await db
      .selectFrom('processes')
      .select('id')
      .where('id', '=', input.process_id)
      .where('candidate_id', '=', auth.userId)
      .executeTakeFirst();
    if (!own) throw notFound();
  }
  const me = await db.selectFrom('users').select('email').where('id', '=', auth.userId).executeTakeFirstOrThrow();
  if (me.email.toLowerCase() === input.email) throw fieldError('email', recommendationErrors.self);
  const row = await db
    .insertInto('recommendations')
    .values({
      recommender_id: auth.userId,
      process_id: input.process_id ?? null,
      full_name: input.full_name,
      email: input.email,
      phone: input.phone,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['recommender_id', 'email']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw fieldError('email', recommendationErrors.duplicate);
  // The invitation mail is the ops area's job queue (its sweep also catches a recommendation this call misses).
  await enqueueFriendInvitation(db, row.id, now);
  return view(row);
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
