/**
 * A company is a team: each person acting for it has a role. The hiring machine's company events check it (the
 * `byParty` guard), so what an interviewer may not do is closed in `openEvents` (the screen hides it) and refused by
 * the engine with the same rule. An actor without a member role is the company as a whole (the machine's own tests).
 */
import type { HiringEventType } from './events.ts';

export const MEMBER_ROLES = ['owner', 'recruiter', 'interviewer', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * What an interviewer does for the posts they are on: arranging and moving interviews, saying who came. Deciding
 * on a candidate, final offers, trials, hires and withdrawals stay with recruiters and owners.
 */
const INTERVIEWER_EVENTS: ReadonlySet<HiringEventType> = new Set<HiringEventType>([
  'company.proposeInterview',
  'company.pickOption',
  'company.proposeOptions',
  'company.requestReschedule',
  'company.cancelInterview',
  'company.reportPresence',
  'company.requestFollowUp',
]);

/** Whether a member of this role may send a company event (viewers read and send nothing). */
export function memberMaySend(memberRole: MemberRole | undefined, type: HiringEventType): boolean {
  if (memberRole === undefined || memberRole === 'owner' || memberRole === 'recruiter') return true;
  return memberRole === 'interviewer' && INTERVIEWER_EVENTS.has(type);
}
