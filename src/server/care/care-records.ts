import type { Db } from '../db/create-database.ts';

/** Marks an open follow-up resolved by a care agent; false when there is none open with that id. */
export async function resolveFollowUp(db: Db, id: number, by: number, note: string | null, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('care_flags')
    .set({ resolved_at: now, resolved_by: by, note })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Sets a company's credits; the company as care sees it, undefined when there is no such company. */
export async function setCompanyCredits(db: Db, companyId: number, credits: number, now: Date) {
  return db
    .updateTable('companies')
    .set({ credits, updated_at: now })
    .where('user_id', '=', companyId)
    .returning(['user_id as id', 'name', 'credits'])
    .executeTakeFirst();
}

/** Whether a need with this id exists (archived ones too). */
export async function needExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('needs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
