import { completeTerms, type PostTerms } from '../../../machines/post-terms.ts';
import type { Db } from '../db/create-database.ts';

// No offer leaves a post whose terms are incomplete (a post written before they were asked): the candidate must
// read pay and working time before she answers. Processes already open on it go on.

/** The need's terms, null while incomplete; undefined for a missing need. */
export async function needTerms(db: Db, needId: number): Promise<PostTerms | null | undefined> {
  const need = await db.selectFrom('needs').selectAll().where('id', '=', needId).executeTakeFirst();
  return need && completeTerms(need);
}

/** Whether the need exists and still lacks a term (a missing need is left to the caller's own 404). */
export async function lacksTerms(db: Db, needId: number): Promise<boolean> {
  return (await needTerms(db, needId)) === null;
}
