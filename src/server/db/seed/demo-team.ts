import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';

/**
 * The demo company is a team: besides its owner (the registering account), a recruiter and an interviewer who is on
 * one post only, the one whose candidate came to the interview (so the interviewer has presence to report).
 */
export const DEMO_TEAM = [
  { email: 'recruiter@demo.medilink.ro', role: 'recruiter', fullName: 'Elena Marinescu' },
  { email: 'interviewer@demo.medilink.ro', role: 'interviewer', fullName: 'Dr. Ana Pop' },
] as const;
export const DEMO_INTERVIEWER_POST = 'armonia-asistent-pediatrie';

/** The demo company's other members; `createUser` gives undefined for an account that exists already. */
export async function seedDemoTeam(
  trx: Kysely<Database>,
  companyId: number,
  createUser: (email: string, role: 'company') => Promise<number | undefined>,
): Promise<void> {
  for (const m of DEMO_TEAM) {
    const id = await createUser(m.email, 'company');
    if (id) await trx.insertInto('company_members').values({ user_id: id, company_id: companyId, role: m.role, full_name: m.fullName }).execute();
  }
}

/** Puts the demo interviewer on the demo post of DEMO_INTERVIEWER_POST. */
export async function seatDemoInterviewer(trx: Kysely<Database>, needId: number): Promise<void> {
  const interviewer = await trx.selectFrom('users').select('id').where('email', '=', DEMO_TEAM[1].email).executeTakeFirst();
  if (interviewer) {
    await trx
      .insertInto('need_members')
      .values({ need_id: needId, user_id: interviewer.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
