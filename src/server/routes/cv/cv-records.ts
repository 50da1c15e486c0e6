import type { Db } from '../../db/create-database.ts';
import { notFound } from '../../errors.ts';

export type CvFile = { key: string; name: string; mime: string; size: number };

/**
 * Points the candidate's profile at a newly stored CV; gives the key of the one it replaces, for the caller to
 * delete. A candidate erased meanwhile is a 404: the file must not outlive the erasure.
 */
export async function attachCv(db: Db, candidateId: number, cv: CvFile, now: Date): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('candidates').select('cv_key').where('user_id', '=', candidateId).forUpdate().executeTakeFirstOrThrow();
    // Read after the row lock: an erasure that held it meanwhile has committed, and the file must not outlive it.
    const user = await trx.selectFrom('users').select('erased_at').where('id', '=', candidateId).executeTakeFirstOrThrow();
    if (user.erased_at) throw notFound();
    await trx
      .updateTable('candidates')
      .set({ cv_key: cv.key, cv_name: cv.name, cv_mime: cv.mime, cv_size: cv.size, cv_uploaded_at: now, updated_at: now })
      .where('user_id', '=', candidateId)
      .execute();
    return old.cv_key;
  });
}

/** Where a candidate's CV is kept, if the candidate exists. */
export const cvOf = (db: Db, candidateId: number) =>
  db.selectFrom('candidates').select(['cv_key', 'cv_name', 'cv_mime']).where('user_id', '=', candidateId).executeTakeFirst();
