import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';

export const SYSTEM_EMAIL = 'system@medilink.invalid';

/**
 * The care identity automatic work acts as (offers made by matching, expiry), created by migration 0030_ops.
 * It has no session and cannot sign in; the event log shows its id as the actor.
 */
export async function systemAuth(db: Db): Promise<Auth> {
  const row = await db.selectFrom('users').select('id').where('email', '=', SYSTEM_EMAIL).executeTakeFirstOrThrow();
  return { userId: row.id, role: 'care', sessionId: 0 };
}
