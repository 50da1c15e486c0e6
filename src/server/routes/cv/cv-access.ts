import type { Db } from '../../db/create-database.ts';
import type { Auth } from '../../fastify-types.ts';

/**
 * Who may download a candidate's CV: the candidate, customer care, and a company that has a hiring process with
 * that candidate. Companies have no processes until the workflow area adds them, so for now they are refused;
 * the workflow engineer extends `companyHasProcessWith` (see /work/notes/platform.md).
 */
export async function canReadCv(db: Db, auth: Auth, candidateId: number): Promise<boolean> {
  if (auth.role === 'care') return true;
  if (auth.role === 'candidate') return auth.userId === candidateId;
  return companyHasProcessWith(db, auth.userId, candidateId);
}

export async function companyHasProcessWith(_db: Db, _companyId: number, _candidateId: number): Promise<boolean> {
  return false;
}
