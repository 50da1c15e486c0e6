import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { PrivacyAction } from '../db/types.ts';

/** One step of an export or an erasure: the user it concerns, who did it, and when (the injected clock). */
export async function logPrivacyStep(
  db: Kysely<Database>,
  userId: number,
  action: PrivacyAction,
  actorId: number | null,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .insertInto('privacy_log')
    .values({ user_id: userId, action, actor_id: actorId, detail: JSON.stringify(detail), at })
    .execute();
}

/** How many of the newest steps care's console shows. */
const SHOWN = 200;

/** The newest export and erasure steps of every user, for care's console (ids only: erased users have no name). */
export async function privacyLogOf(db: Kysely<Database>) {
  const rows = await db.selectFrom('privacy_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(SHOWN).execute();
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      user_id: r.user_id,
      action: r.action,
      actor_id: r.actor_id,
      detail: r.detail,
      at: r.at.toISOString(),
    })),
  };
}
