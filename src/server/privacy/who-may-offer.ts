import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { privacyErrors } from './messages.ts';

/**
 * Who may start a hiring process with a candidate (OWASP API1/API6). Matching and customer care offer
 * any candidate; a company may only ask again for a candidate the product already showed it (one it has a process
 * with, i.e. a recommendation), never by a raw id. For every caller the candidate's own word wins: a black-listed
 * company and a candidate who said she is not looking get nothing.
 *
 * A company is told 404 for every refusal, exactly as for a missing id, so ids cannot be enumerated and a
 * black-list cannot be detected. Care gets the real reason (409). Runs inside the creating transaction, with the
 * candidate row locked, so a black-list saved meanwhile cannot slip between the check and the insert.
 */
export async function assertMayOffer(trx: Transaction<Database>, auth: Auth, companyId: number, candidateId: number): Promise<void> {
  const candidate = await trx
    .selectFrom('candidates')
    .select(['user_id', 'job_search_status', sql<boolean>`blacklisted_companies ? ${String(companyId)}`.as('blacklisted')])
    .where('user_id', '=', candidateId)
    .forShare()
    .executeTakeFirst();
  if (!candidate) throw notFound();
  if (auth.role === 'company') {
    const shown = await trx
      .selectFrom('company_candidates')
      .select('candidate_id')
      .where('company_id', '=', companyId)
      .where('candidate_id', '=', candidateId)
      .executeTakeFirst();
    if (!shown || candidate.blacklisted || candidate.job_search_status === 'not_ready') throw notFound();
    return;
  }
  if (candidate.blacklisted) throw new HttpError(409, privacyErrors.blacklisted);
  // An unset status (onboarding not finished) does not block care's hand offer; an explicit "not looking" does.
  if (candidate.job_search_status === 'not_ready') throw new HttpError(409, privacyErrors.notSearching);
}
