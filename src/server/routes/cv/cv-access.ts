import type { Db } from '../../db/create-database.ts';
import type { Auth } from '../../fastify-types.ts';
import { atLeast, disclosureFor } from '../../privacy/disclosure.ts';

/**
 * Who may download a candidate's CV: the candidate, customer care, and a company once the candidate accepted one of
 * its offers and care validated her (src/server/privacy/disclosure.ts). Before that the CV would name her.
 * An archived process counts with the stage it left: a company that saw the CV while the process was live keeps it.
 */
export async function canReadCv(db: Db, auth: Auth, candidateId: number): Promise<boolean> {
  const seen = await disclosureFor(db, auth, candidateId);
  return seen !== null && atLeast(seen, 'profile');
}
