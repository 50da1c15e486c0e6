import type { Db } from '../../db/create-database.ts';
import type { Auth } from '../../fastify-types.ts';
import '../../workflow/tables.ts';

/**
 * Who may download a candidate's CV: the candidate, customer care, and a company that has (or had) a hiring
 * process with that candidate. Archived processes still count: the company saw the CV while it was live.
 */
export async function canReadCv(db: Db, auth: Auth, candidateId: number): Promise<boolean> {
  if (auth.role === 'care') return true;
  if (auth.role === 'candidate') return auth.userId === candidateId;
  return companyHasProcessWith(db, auth.userId, candidateId);
}

export async function companyHasProcessWith(db: Db, companyId: number, candidateId: number): Promise<boolean> {
  const row = await db
    .selectFrom('processes')
    .select('id')
    .where('company_id', '=', companyId)
    .where('candidate_id', '=', candidateId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
