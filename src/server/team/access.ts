import type { Kysely } from 'kysely';
import { HttpError, forbidden } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import type { Database } from '../db/types.ts';
import { teamErrors } from './messages.ts';

export const MEMBER_ROLES = ['owner', 'recruiter', 'interviewer', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export type Membership = { userId: number; companyId: number; role: MemberRole };

/** The caller's active membership, read from company_members (a person belongs to one company); 403 without one. */
export async function membershipOf(db: Kysely<Database>, auth: Auth): Promise<Membership> {
  if (auth.role !== 'company') throw forbidden();
  const row = await db
    .selectFrom('company_members')
    .select(['company_id', 'role'])
    .where('user_id', '=', auth.userId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!row) throw forbidden();
  return { userId: auth.userId, companyId: row.company_id, role: row.role as MemberRole };
}

/** Managing the team (invitations, roles, deactivation, hand-over) is the owners' alone. */
export async function ownerOf(db: Kysely<Database>, auth: Auth): Promise<Membership> {
  const member = await membershipOf(db, auth);
  if (member.role !== 'owner') throw new HttpError(403, teamErrors.ownersOnly);
  return member;
}
