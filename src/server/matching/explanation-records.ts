import type { z } from 'zod';
import type { Db } from '../db/create-database.ts';
import { type Locale, storedLocale } from '../i18n/i18n.ts';
import type { overrideBody } from './explanation-schemas.ts';

/** Who a process is between, to decide who may read its explanation. */
export const processPartiesOf = (db: Db, id: number) =>
  db.selectFrom('processes').select(['id', 'candidate_id', 'company_id', 'need_id']).where('id', '=', id).executeTakeFirst();

/** A care agent's override of one factor's verdict, logged beside the computed verdict (which is kept). */
export async function logVerdictOverride(
  db: Db,
  explanationId: number,
  actorId: number,
  override: z.infer<typeof overrideBody>,
  at: Date,
): Promise<void> {
  await db
    .insertInto('match_explanation_log')
    .values({ explanation_id: explanationId, actor_id: actorId, action: 'overridden', ...override, at })
    .execute();
}

/** The language a person reads the platform in. */
export async function localeOfUser(db: Db, userId: number): Promise<Locale> {
  const user = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirstOrThrow();
  return storedLocale(user.locale);
}
