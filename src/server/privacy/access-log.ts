import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import type { AccessedData } from '../db/types.ts';

/**
 * Records that a company or care read a candidate's profile or CV. Called by the routes that
 * hand the data out, after the access was allowed; the candidate reading her own data is not recorded.
 */
export async function recordAccess(db: Db, auth: Auth, candidateId: number, what: AccessedData, at: Date): Promise<void> {
  if (auth.role === 'candidate') return;
  await db
    .insertInto('candidate_access_log')
    .values({ candidate_id: candidateId, viewer_id: auth.userId, viewer_role: auth.role, what, at })
    .execute();
}

/** A company's reader as the candidate reads it: the person and their company, "Dr. Ana Pop, Clinica Armonia". */
const memberOfCompany = (member: string | null, company: string | null): string | null => (member && company ? `${member}, ${company}` : company);

/** How many of the newest reads a page shows. */
const SHOWN = 200;

/**
 * Who read the candidate's profile and CV, newest first: the company's member and the company by name, care by its agent's name (the
 * candidate and care both see who it was; automatic work never reads profiles).
 */
export async function accessLogOf(db: Db, candidateId: number) {
  const rows = await db
    .selectFrom('candidate_access_log as l')
    .leftJoin('company_members as m', 'm.user_id', 'l.viewer_id')
    .leftJoin('companies as co', 'co.user_id', 'm.company_id')
    .leftJoin('care_agents as ca', 'ca.user_id', 'l.viewer_id')
    .select(['l.viewer_id', 'l.viewer_role', 'l.what', 'l.at', 'co.name as company_name', 'm.full_name as member_name', 'ca.full_name as agent_name'])
    .where('l.candidate_id', '=', candidateId)
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(SHOWN)
    .execute();
  return {
    data: rows.map((r) => ({
      at: r.at.toISOString(),
      what: r.what,
      viewer: {
        id: r.viewer_id,
        role: r.viewer_role,
        name: (r.viewer_role === 'company' ? memberOfCompany(r.member_name, r.company_name) : r.agent_name) ?? null,
      },
    })),
  };
}
