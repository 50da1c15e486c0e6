import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../machines/member-roles.ts';
import { type Account, addMember, addToPost, bearer, candidate, deactivateMember, parties, registerCompany } from '../support/accounts.ts';
import { offer, postNeed, toValidated } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';

type Where = 'own' | 'other' | 'foreign';
const ROLES: MemberRole[] = ['owner', 'recruiter', 'interviewer', 'viewer'];
const WHERE: Where[] = ['own', 'other', 'foreign'];

/** What the team rule promises: reading a post (and its processes), and writing to it. */
const mayRead = (role: MemberRole, where: Where) => where !== 'foreign' && (role !== 'interviewer' || where === 'own');
const mayWrite = (role: MemberRole, where: Where) => where !== 'foreign' && (role === 'owner' || role === 'recruiter');

describeEachDatabase('team authorization', (ctx) => {
  const members = {} as Record<MemberRole, Account>;
  const needs = {} as Record<Where, number>;
  const processes = {} as Record<Where, number>;
  let companyId = 0;

  beforeAll(async () => {
    const { company, other, care } = await parties(ctx);
    companyId = company.id;
    members.owner = company;
    for (const role of ['recruiter', 'interviewer', 'viewer'] as const) members[role] = await addMember(ctx, company.id, role);
    needs.own = await postNeed(ctx, company);
    needs.other = await postNeed(ctx, company);
    needs.foreign = await postNeed(ctx, other);
    await addToPost(ctx, needs.own, members.interviewer.id);
    for (const where of WHERE) {
      const nurse = await candidate(ctx, { name: `Ioana ${where}` });
      processes[where] = await offer(ctx, where === 'foreign' ? other : company, needs[where], nurse.id);
      await toValidated(ctx, { candidate: nurse, care }, processes[where]);
    }
  });

  const get = (who: Account, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(who.token) });

  describe.each(ROLES)('%s', (role) => {
    it.each(WHERE)('reads a post and its process only where the rule allows (%s post)', async (where) => {
      const who = members[role];
      const need = await get(who, `/api/needs/${needs[where]}`);
      const process = await get(who, `/api/processes/${processes[where]}`);
      const invite = await get(who, `/api/processes/${processes[where]}/interview-clashes`);
      for (const res of [need, process, invite]) expect(res.statusCode, res.body).toBe(mayRead(role, where) ? 200 : 404);
    });

    it.each(WHERE)('writes to a post only where the rule allows, and a refused write changes nothing (%s post)', async (where) => {
      const who = members[role];
      const before = await ctx.db.selectFrom('needs').select(['title', 'updated_at']).where('id', '=', needs[where]).executeTakeFirstOrThrow();
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/needs/${needs[where]}`,
        headers: bearer(who.token),
        payload: {
          title: `Post ${role}`,
          job_title: 'asistent-medical',
          city: 'bucuresti',
          work_type: 'full_time',
          ...DAY_POST_TERMS,
        },
      });
      if (mayWrite(role, where)) {
        expect(res.statusCode, res.body).toBe(200);
        return;
      }
      expect(res.statusCode, res.body).toBe(mayRead(role, where) ? 403 : 404);
      const after = await ctx.db.selectFrom('needs').select(['title', 'updated_at']).where('id', '=', needs[where]).executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });

    it.each(WHERE)("sends the company's decisions only as owner or recruiter (%s post)", async (where) => {
      const who = members[role];
      const before = await ctx.db.selectFrom('processes').select(['version', 'state']).where('id', '=', processes[where]).executeTakeFirstOrThrow();
      const view = await get(who, `/api/processes/${processes[where]}`);
      if (view.statusCode === 200) {
        const can = (view.json() as { can: string[] }).can;
        expect(can.includes('company.acceptCandidate')).toBe(mayWrite(role, where));
      }
      // Those who may decide see it in `can` (above) and keep the process as it is for the other roles' cases.
      if (mayWrite(role, where)) return;
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/processes/${processes[where]}/events`,
        headers: bearer(who.token),
        payload: { type: 'company.acceptCandidate', payload: {}, expectedVersion: before.version },
      });
      expect(res.statusCode, res.body).toBe(mayRead(role, where) ? 403 : 404);
      const after = await ctx.db.selectFrom('processes').select(['version', 'state']).where('id', '=', processes[where]).executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });

    it('lists only the posts, processes and candidates it may read', async () => {
      const who = members[role];
      const list = (await get(who, '/api/needs')).json() as { data: { id: number }[] };
      const ids = list.data.map((n) => n.id);
      for (const where of WHERE) expect(ids.includes(needs[where]), where).toBe(mayRead(role, where));
      const offers = await get(who, '/api/offers');
      expect(offers.statusCode, offers.body).toBe(200);
      const processIds = JSON.stringify(offers.json());
      expect(processIds.includes(`"process_id":${processes.foreign},`)).toBe(false);
      if (role === 'interviewer') expect(processIds.includes(`"process_id":${processes.other},`)).toBe(false);
      const candidates = await get(who, '/api/candidates');
      expect(candidates.statusCode, candidates.body).toBe(200);
      expect((candidates.json() as { data: unknown[] }).data.length).toBe(role === 'interviewer' ? 1 : 2);
    });

    it('creates posts and edits the company only as owner or recruiter', async () => {
      const who = members[role];
      const count = async () => (await ctx.db.selectFrom('needs').select('id').where('company_id', '=', companyId).execute()).length;
      const before = await count();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/needs',
        headers: bearer(who.token),
        payload: { job_title: 'asistent-medical', city: 'bucuresti', work_type: 'full_time', ...DAY_POST_TERMS },
      });
      const writer = role === 'owner' || role === 'recruiter';
      expect(res.statusCode, res.body).toBe(writer ? 201 : 403);
      expect(await count()).toBe(writer ? before + 1 : before);
      if (writer) {
        const detail = (await get(who, `/api/needs/${(res.json() as { id: number }).id}`)).json() as { people: { owner: { id: number } } };
        expect(detail.people.owner.id).toBe(who.id);
      }
      const profile = await ctx.app.inject({
        method: 'PUT',
        url: '/api/company/availability',
        headers: bearer(who.token),
        payload: { items: [] },
      });
      expect(profile.statusCode === 403).toBe(!writer);
    });
  });

  describe('post members', () => {
    it('an owner sets who is on a post; people of another company are refused', async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/needs/${needs.other}/members`,
        headers: bearer(members.owner.token),
        payload: { user_ids: [members.viewer.id] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const people = res.json() as { owner: { id: number }; members: { id: number }[] };
      expect(people.members.map((m) => m.id).sort()).toEqual([members.owner.id, members.viewer.id].sort());
      const stranger = await registerCompany(ctx);
      const refused = await ctx.app.inject({
        method: 'PUT',
        url: `/api/needs/${needs.other}/members`,
        headers: bearer(members.owner.token),
        payload: { user_ids: [stranger.id] },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      const byInterviewer = await ctx.app.inject({
        method: 'PUT',
        url: `/api/needs/${needs.own}/members`,
        headers: bearer(members.interviewer.token),
        payload: { user_ids: [] },
      });
      expect(byInterviewer.statusCode).toBe(403);
    });
  });

  describe('sessions of members', () => {
    it('acts for the company it is a member of, and stops at once when deactivated', async () => {
      const company = await registerCompany(ctx);
      const recruiter = await addMember(ctx, company.id, 'recruiter');
      const me = await get(recruiter, '/api/user');
      expect(me.statusCode, me.body).toBe(200);
      expect((me.json() as { data: { user: { company: { id: number; member: { role: string } } } } }).data.user.company).toMatchObject({
        id: company.id,
        member: { role: 'recruiter' },
      });
      await deactivateMember(ctx, recruiter.id);
      expect((await get(recruiter, '/api/user')).statusCode).toBe(401);
      expect((await get(recruiter, '/api/needs')).statusCode).toBe(401);
    });
  });
});
