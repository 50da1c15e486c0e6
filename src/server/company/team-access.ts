/**
 * The one authorization rule of a company's team: what a member may do, per role × post membership. Every company
 * route, list, stream, mail, file and export asks it; the hiring machine applies the same roles to its events
 * (machines/member-roles.ts), so `can` in a process view and the engine's refusal agree.
 *
 * - owner: everything in the company, the team included;
 * - recruiter: every post, candidate, process and final offer of the company; not the team;
 * - interviewer: reads, acts on and writes notes on the processes of the posts they are on (owner or member), nothing
 *   else;
 * - viewer: reads what a recruiter reads, acts on nothing.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/create-database.ts';
import { forbidden, notFound } from '../errors.ts';
import type { Auth, Membership } from '../fastify-types.ts';

export type TeamAction =
  /** See a post, its processes and candidates (the disclosure rule then decides how much of each candidate). */
  | 'read'
  /** Send the company's events of a process (the machine narrows them further per role). */
  | 'act'
  /** Write the company's internal notes on a process (what those who work it saw and heard). */
  | 'process.note'
  /** Create, edit, archive a post; offer it to candidates. */
  | 'post.write'
  /** Choose who works on a post. */
  | 'post.staff'
  /** The company's profile, availability and other settings. */
  | 'company.write'
  /** Members and invitations. */
  | 'team.manage';

/** What is acted on: a company's post (with whether the member is on it) or, without `onPost`, the company itself. */
export type TeamObject = { companyId: number; onPost?: boolean };

export function can(member: Membership, action: TeamAction, object: TeamObject): boolean {
  if (object.companyId !== member.companyId) return false;
  switch (member.memberRole) {
    case 'owner':
      return true;
    case 'recruiter':
      return action !== 'team.manage';
    case 'interviewer':
      // Company-wide reads (a dashboard, a calendar) are allowed and filtered to their posts (onlyTheirPosts).
      if (action === 'read') return object.onPost !== false;
      return (action === 'act' || action === 'process.note') && object.onPost === true;
    case 'viewer':
      return action === 'read';
  }
}

/** The caller's membership; 403 for anyone who is not a company member. */
export function memberOf(auth: Auth): Membership {
  if (auth.role !== 'company' || !auth.member) throw forbidden();
  return auth.member;
}

/**
 * 404 when the member may not even read the object (another company's post, or a post an interviewer is not on:
 * indistinguishable from a missing one), 403 when they may read it but not do this.
 */
export function assertCan(auth: Auth, action: TeamAction, object: TeamObject): void {
  const member = memberOf(auth);
  if (!can(member, 'read', object)) throw notFound();
  if (!can(member, action, object)) throw forbidden();
}

/** Whether a member of the post's company only sees the posts they are on (the SQL filters below then apply). */
export const seesOnlyTheirPosts = (auth: Auth): boolean => auth.member?.memberRole === 'interviewer';

/**
 * A where-condition on a column holding a need id: true for the posts the caller may see in lists. For an
 * interviewer, those they own or are a member of (need_members is indexed on user_id, needs on owner_id).
 */
export function onlyTheirPosts(auth: Auth, needIdColumn: string): RawBuilder<SqlBool> {
  if (!seesOnlyTheirPosts(auth)) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(needIdColumn)} in (select need_id from need_members where user_id = ${auth.userId} union all select id from needs where owner_id = ${auth.userId})`;
}

/** Whether this person owns or is a member of the post. */
export function isOnPost(userId: number, post: { ownerId: number | null; memberIds: readonly number[] }): boolean {
  return post.ownerId === userId || post.memberIds.includes(userId);
}

/** A post as the rule sees it, read once: its company and whether the caller is on it; undefined when missing. */
export async function postAccess(db: Db, auth: Auth, needId: number): Promise<(TeamObject & { onPost: boolean }) | undefined> {
  const row = await db
    .selectFrom('needs as n')
    .select((eb) => [
      'n.company_id',
      'n.owner_id',
      eb
        .exists(eb.selectFrom('need_members as m').select('m.user_id').whereRef('m.need_id', '=', 'n.id').where('m.user_id', '=', auth.userId))
        .as('member'),
    ])
    .where('n.id', '=', needId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { companyId: row.company_id, onPost: row.owner_id === auth.userId || Boolean(row.member) };
}

/** Whether the caller is on a post whose owner is known: asked of the database only for an interviewer. */
export async function onPostOf(db: Db, auth: Auth, needId: number, ownerId: number | null): Promise<boolean> {
  if (ownerId === auth.userId) return true;
  if (!seesOnlyTheirPosts(auth)) return false;
  const row = await db
    .selectFrom('need_members')
    .select('user_id')
    .where('need_id', '=', needId)
    .where('user_id', '=', auth.userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** 404 unless the post exists and the caller may `action` it (after assertCan's 404/403 split). */
export async function assertPost(db: Db, auth: Auth, needId: number, action: TeamAction): Promise<void> {
  const post = await postAccess(db, auth, needId);
  if (!post) throw notFound();
  assertCan(auth, action, post);
}
