import { beforeAll, expect } from 'vitest';
import type { MemberRole } from '../../machines/member-roles.ts';
import { type Account, addMember, addToPost, bearer, candidate, parties } from '../support/accounts.ts';
import { offer, postNeed, toValidated } from '../support/processes.ts';
import { multipart, pdfFile } from '../support/files.ts';
import { fakeBrowser } from '../support/push-service.ts';
import { giveLicenceFor } from '../support/licences.ts';
import type { TestContext } from '../support/databases.ts';

// The world the team authorization suite calls the contract in: a company with a member of each role, and a
// post with a validated process on the member's own post, another post of the company and another company's.

export type Where = 'own' | 'other' | 'foreign';
export const ROLES: MemberRole[] = ['owner', 'recruiter', 'interviewer', 'viewer'];
export const WHERE: Where[] = ['own', 'other', 'foreign'];
export type Req = { method: string; url: string; payload?: unknown; headers?: Record<string, string> };

/** What the team rule promises (src/server/company/team-access.ts). */
export const mayRead = (role: MemberRole, where: Where) => where !== 'foreign' && (role !== 'interviewer' || where === 'own');
export const mayWrite = (role: MemberRole, where: Where) => where !== 'foreign' && (role === 'owner' || role === 'recruiter');
/** Notes on a process: whoever works it (owners, recruiters, the interviewers on its post), never a viewer. */
export const mayNote = (role: MemberRole, where: Where) => mayRead(role, where) && role !== 'viewer';

/** Registers the world's set-up before the suite's cases (its fields fill in then), with what adds to it and reads it. */
export function teamWorld(ctx: TestContext) {
  const w = {
    members: {} as Record<MemberRole, Account>,
    owners: {} as Record<'own' | 'foreign', Account>,
    needs: {} as Record<Where, number>,
    processes: {} as Record<Where, number>,
    nurses: {} as Record<Where, Account>,
    companyId: 0,
    foreignNotification: 0,
    foreignDevice: 0,
    care: undefined as Account | undefined,
  };
  const { members, owners, needs, processes, nurses } = w;

  /** A post of `where` (fresh, for writes that change it); the interviewer is on the own one. */
  async function freshNeed(where: Where, title: string) {
    const needId = await postNeed(ctx, where === 'foreign' ? owners.foreign : owners.own, { title });
    if (where === 'own') await addToPost(ctx, needId, members.interviewer.id);
    return needId;
  }

  /** A process of `where` at validated (fresh, for events that move it). */
  async function freshProcess(where: Where) {
    const nurse = await candidate(ctx, { name: `Elena ${where}` });
    const needId = await freshNeed(where, `Post fresh ${where}`);
    const id = await offer(ctx, where === 'foreign' ? owners.foreign : owners.own, needId, nurse.id);
    await toValidated(ctx, { candidate: nurse, care: w.care! }, id);
    return id;
  }

  /** What refused calls must leave as they were: every table the company's routes write. */
  const fingerprint = async () =>
    JSON.stringify(
      await Promise.all(
        (
          [
            'needs',
            'need_members',
            'processes',
            'process_events',
            'company_members',
            'company_invitations',
            'company_availability',
            'companies',
            'care_flags',
            'process_notes',
          ] as const
        ).map(async (table) => (await ctx.db.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort()),
      ),
    );

  const invitation = async (owner: Account) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/team/invitations',
      headers: bearer(owner.token),
      payload: { email: `invitat.${Math.random().toString(36).slice(2)}@example.ro`, role: 'viewer' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  /** A member of `where`'s company (fresh: a role change or a hand-over changes them). */
  const someMember = async (where: 'own' | 'foreign') => (await addMember(ctx, where === 'own' ? w.companyId : owners.foreign.id, 'viewer')).id;

  beforeAll(async () => {
    const fixture = await parties(ctx);
    const { care } = fixture;
    w.care = care;
    owners.own = fixture.company;
    owners.foreign = fixture.other;
    w.companyId = fixture.company.id;
    members.owner = fixture.company;
    for (const role of ['recruiter', 'interviewer', 'viewer'] as const) members[role] = await addMember(ctx, w.companyId, role);
    for (const where of WHERE) {
      needs[where] = await freshNeed(where, `Post ${where}`);
      nurses[where] = await candidate(ctx, { name: `Ioana ${where}` });
      const cv = multipart('cv', 'cv.pdf', pdfFile(), 'application/pdf');
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: '/api/cv',
        payload: cv.payload,
        headers: { ...cv.headers, ...bearer(nurses[where].token) },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      // Recommended by care, so the process has the explanation companies read once they see the profile.
      const recommended = await ctx.app.inject({
        method: 'POST',
        url: '/api/care/recommendations',
        headers: bearer(care.token),
        payload: { need_id: needs[where], candidate_id: nurses[where].id },
      });
      expect(recommended.statusCode, recommended.body).toBe(201);
      processes[where] = (recommended.json() as { process_id: number }).process_id;
      await giveLicenceFor(ctx.db, processes[where], ctx.clock.now());
      await toValidated(ctx, { candidate: nurses[where], care }, processes[where]);
    }
    const notice = await ctx.db.selectFrom('notifications').select('id').where('user_id', '=', owners.foreign.id).executeTakeFirstOrThrow();
    w.foreignNotification = notice.id;
    const device = await ctx.app.inject({
      method: 'POST',
      url: '/api/push-devices',
      headers: bearer(owners.foreign.token),
      payload: fakeBrowser('https://push.example.test/foreign').subscription,
    });
    expect(device.statusCode, device.body).toBeLessThan(300);
    w.foreignDevice = (device.json() as { id: number }).id;
  });

  return Object.assign(w, { ctx, freshNeed, freshProcess, fingerprint, invitation, someMember });
}

export type TeamWorld = ReturnType<typeof teamWorld>;
