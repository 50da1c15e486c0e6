import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';

export const SYSTEM_EMAIL = 'system@medilink.invalid';

/**
 * The identity of the server's own work: the deadline jobs and an account's erasure send the hiring machine's
 * `system.*` events as it (the engine makes it the `system` actor), and matching creates its offers as it. Its users
 * row is a care user nobody can sign in as ('!' is no argon2 hash), without a care_agents row, so it never receives
 * care mails nor shows in care lists; it stays `care` in `users` because it sees every process and offers any
 * candidate as care does (`process.create` is logged as care's). Only this function sets `system`: no session has it.
 * Created on first use rather than by a migration, so an empty database stays empty (the demo seed checks that).
 */
export async function systemAuth(db: Db): Promise<Auth> {
  await db
    .insertInto('users')
    .values({ email: SYSTEM_EMAIL, password_hash: '!', role: 'care', locale: 'ro-RO' })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const row = await db.selectFrom('users').select('id').where('email', '=', SYSTEM_EMAIL).executeTakeFirstOrThrow();
  return { userId: row.id, role: 'care', sessionId: 0, system: true };
}
