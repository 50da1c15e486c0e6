import { MEMBER_ROLES, type MemberRole } from '../../../machines/member-roles.ts';
import { can, memberOf } from '../company/team-access.ts';
import { HttpError } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { teamErrors } from './messages.ts';

export { MEMBER_ROLES, type MemberRole };

/** The caller as the team services need them: who, for which company, as what. */
export type Membership = { userId: number; companyId: number; role: MemberRole };

/** The caller's membership (the session carries it); 403 for anyone who is not an active company member. */
export function membershipOf(auth: Auth): Membership {
  const member = memberOf(auth);
  return { userId: auth.userId, companyId: member.companyId, role: member.memberRole };
}

/** Managing the team (invitations, roles, deactivation, hand-over) as the team rule allows it: owners only. */
export function ownerOf(auth: Auth): Membership {
  const member = memberOf(auth);
  if (!can(member, 'team.manage', { companyId: member.companyId })) throw new HttpError(403, teamErrors.ownersOnly);
  return membershipOf(auth);
}
