import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { MemberRole } from '../../machines/member-roles.ts';
import { type Account, addMember, addToPost, bearer, candidate, parties } from '../support/accounts.ts';
import { offer, postNeed, toValidated } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { multipart, pdfFile } from '../support/files.ts';
import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { fakeBrowser } from '../support/push-service.ts';
import { giveLicenceFor } from '../support/licences.ts';

// Every operation of the contract, for each of a company's four roles, on the member's own post, another post of the
// company and another company's: no answer that leaks, no refused write that changes anything. The operations are
// read from openapi/openapi.yaml: one the table below does not place fails the first case.

type Where = 'own' | 'other' | 'foreign';
const ROLES: MemberRole[] = ['owner', 'recruiter', 'interviewer', 'viewer'];
const WHERE: Where[] = ['own', 'other', 'foreign'];
type Req = { method: string; url: string; payload?: unknown; headers?: Record<string, string> };

/** What the team rule promises (src/server/company/team-access.ts). */
const mayRead = (role: MemberRole, where: Where) => where !== 'foreign' && (role !== 'interviewer' || where === 'own');
const mayWrite = (role: MemberRole, where: Where) => where !== 'foreign' && (role === 'owner' || role === 'recruiter');

/**
 * How each operation is checked:
 * - post: on an object of a post (own / other / foreign), `read` or `write` as the rule above;
 * - company: the caller's own company, read by every role (lists filtered) or written by owners and recruiters;
 * - team: the team itself (owners only), on an object of the member's company or of another one;
 * - account: the caller's own account, the same for every role;
 * - not-company: for candidates only, refused to every member;
 * - elsewhere: not called here (it would end the session or erase the account), checked by the suite named.
 */
type Row =
  | { kind: 'post'; action: 'read' | 'write'; call: (where: Where, role: MemberRole) => Promise<Req>; allowed?: number; refused?: number }
  | { kind: 'company'; action: 'read' | 'write'; call: () => Req | Promise<Req> }
  | { kind: 'team'; call: (where: 'own' | 'foreign') => Promise<Req> | Req; objectless?: true }
  | { kind: 'account'; call: () => Req }
  | { kind: 'not-company'; call: () => Req }
  | { kind: 'elsewhere'; suite: string };

const contractOperations = (): string[] => {
  const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as {
    paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
  };
  return Object.entries(contract.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      // Public operations act for nobody in particular; care's are refused to every member (checked below by tag).
      .filter(([method, op]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method) && op.security?.length !== 0)
      .map(([method, op]) => `${(op.tags ?? []).includes('care') ? 'care ' : ''}${method.toUpperCase()} ${path}`),
  );
};

describeEachDatabase('team authorization over the contract', (ctx) => {
  const members = {} as Record<MemberRole, Account>;
  const owners = {} as Record<'own' | 'foreign', Account>;
  const needs = {} as Record<Where, number>;
  const processes = {} as Record<Where, number>;
  const nurses = {} as Record<Where, Account>;
  let companyId = 0;
  let foreignNotification = 0;
  let foreignDevice = 0;

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
    await toValidated(ctx, { candidate: nurse, care: care! }, id);
    return id;
  }

  let care: Account | undefined;
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
  const someMember = async (where: 'own' | 'foreign') => (await addMember(ctx, where === 'own' ? companyId : owners.foreign.id, 'viewer')).id;

  const ROWS: Record<string, Row> = {
    // Posts and their processes.
    'GET /needs/{id}': { kind: 'post', action: 'read', call: async (w) => ({ method: 'GET', url: `/api/needs/${needs[w]}` }) },
    'PATCH /needs/{id}': {
      kind: 'post',
      action: 'write',
      call: async (w) => ({
        method: 'PATCH',
        url: `/api/needs/${await freshNeed(w, 'Post de modificat')}`,
        payload: { title: 'Post modificat', job_title: 'asistent-medical', city: 'bucuresti', work_type: 'full_time', ...DAY_POST_TERMS },
      }),
    },
    'POST /needs/{id}/archive': {
      kind: 'post',
      action: 'write',
      call: async (w) => ({
        method: 'POST',
        url: `/api/needs/${await freshNeed(w, 'Post de arhivat')}/archive`,
        payload: { reason: 'position-filled' },
      }),
    },
    'PUT /needs/{id}/members': {
      kind: 'post',
      action: 'write',
      call: async (w) => ({ method: 'PUT', url: `/api/needs/${await freshNeed(w, 'Post de încadrat')}/members`, payload: { user_ids: [] } }),
    },
    'POST /processes': {
      kind: 'post',
      action: 'write',
      call: async (w) => ({
        method: 'POST',
        url: '/api/processes',
        // A company offers a post to a candidate it already knows (privacy/who-may-offer.ts): its other process's.
        payload: { need_id: await freshNeed(w, 'Post de oferit'), candidate_id: nurses[w === 'foreign' ? 'foreign' : 'own'].id },
      }),
    },
    'GET /processes/{id}': { kind: 'post', action: 'read', call: async (w) => ({ method: 'GET', url: `/api/processes/${processes[w]}` }) },
    'POST /processes/{id}/events': {
      kind: 'post',
      action: 'write',
      call: async (w, role) => {
        // Writers move a process of their own; the others are refused on the shared one (which then must not move).
        const id = mayWrite(role, w) ? await freshProcess(w) : processes[w];
        const { version } = await ctx.db.selectFrom('processes').select('version').where('id', '=', id).executeTakeFirstOrThrow();
        return {
          method: 'POST',
          url: `/api/processes/${id}/events`,
          payload: { type: 'company.acceptCandidate', payload: {}, expectedVersion: version },
        };
      },
    },
    'GET /processes/{id}/interview-clashes': {
      kind: 'post',
      action: 'read',
      call: async (w) => ({ method: 'GET', url: `/api/processes/${processes[w]}/interview-clashes` }),
    },
    // Care validated the candidate: the company may read her profile and its explanation, and her CV.
    'GET /processes/{id}/explanation': {
      kind: 'post',
      action: 'read',
      call: async (w) => ({ method: 'GET', url: `/api/processes/${processes[w]}/explanation` }),
    },
    // No interview time is agreed yet: those who may read the process learn only that (404); a 404 for the others too.
    'GET /processes/{id}/interview.ics': {
      kind: 'post',
      action: 'read',
      allowed: 404,
      call: async (w) => ({ method: 'GET', url: `/api/processes/${processes[w]}/interview.ics` }),
    },
    // Only archived processes may be reopened: those who may ask hear 409 on this open one, and nothing is written.
    'POST /processes/{id}/reopen-request': {
      kind: 'post',
      action: 'write',
      allowed: 409,
      call: async (w) => ({ method: 'POST', url: `/api/processes/${processes[w]}/reopen-request`, payload: { reason: 'Candidata revine' } }),
    },
    'GET /candidates/{id}': { kind: 'post', action: 'read', call: async (w) => ({ method: 'GET', url: `/api/candidates/${nurses[w].id}` }) },
    'GET /cv/{candidate_id}': { kind: 'post', action: 'read', refused: 403, call: async (w) => ({ method: 'GET', url: `/api/cv/${nurses[w].id}` }) },

    // The company: lists (filtered to what the member may read) and its settings.
    'GET /needs': { kind: 'company', action: 'read', call: () => ({ method: 'GET', url: '/api/needs' }) },
    'GET /offers': { kind: 'company', action: 'read', call: () => ({ method: 'GET', url: '/api/offers' }) },
    'GET /candidates': { kind: 'company', action: 'read', call: () => ({ method: 'GET', url: '/api/candidates' }) },
    'GET /company/dashboard': { kind: 'company', action: 'read', call: () => ({ method: 'GET', url: '/api/company/dashboard' }) },
    'GET /company/events': { kind: 'company', action: 'read', call: () => ({ method: 'GET', url: '/api/company/events' }) },
    'GET /company/interviews': {
      kind: 'company',
      action: 'read',
      call: () => ({ method: 'GET', url: '/api/company/interviews?from=2026-03-01&to=2026-03-31' }),
    },
    'GET /company/profile': { kind: 'company', action: 'read', call: () => ({ method: 'GET', url: '/api/company/profile' }) },
    'GET /company/availability': { kind: 'company', action: 'read', call: () => ({ method: 'GET', url: '/api/company/availability' }) },
    'GET /company/team': { kind: 'company', action: 'read', call: () => ({ method: 'GET', url: '/api/company/team' }) },
    'POST /needs': {
      kind: 'company',
      action: 'write',
      call: () => ({
        method: 'POST',
        url: '/api/needs',
        payload: { job_title: 'asistent-medical', city: 'bucuresti', work_type: 'full_time', ...DAY_POST_TERMS },
      }),
    },
    'PATCH /company/profile': {
      kind: 'company',
      action: 'write',
      call: async () => {
        const current = (await ctx.app.inject({ method: 'GET', url: '/api/company/profile', headers: bearer(owners.own.token) })).json() as Record<
          string,
          unknown
        >;
        return { method: 'PATCH', url: '/api/company/profile', payload: { name: current.name, phone: current.phone, contact_name: 'Maria Ionescu' } };
      },
    },
    'PUT /company/availability': {
      kind: 'company',
      action: 'write',
      call: () => ({ method: 'PUT', url: '/api/company/availability', payload: { items: [{ weekday: 0, start: '09:00', end: '12:00' }] } }),
    },

    // The team.
    'GET /company/team/invitations': { kind: 'team', objectless: true, call: () => ({ method: 'GET', url: '/api/company/team/invitations' }) },
    'POST /company/team/invitations': {
      kind: 'team',
      objectless: true,
      call: () => ({
        method: 'POST',
        url: '/api/company/team/invitations',
        payload: { email: `nou.${Math.random().toString(36).slice(2)}@example.ro`, role: 'viewer' },
      }),
    },
    'DELETE /company/team/invitations/{id}': {
      kind: 'team',
      call: async (w) => ({ method: 'DELETE', url: `/api/company/team/invitations/${await invitation(owners[w])}` }),
    },
    'PATCH /company/team/members/{id}': {
      kind: 'team',
      call: async (w) => ({ method: 'PATCH', url: `/api/company/team/members/${await someMember(w)}`, payload: { role: 'interviewer' } }),
    },
    'POST /company/team/members/{id}/hand-over': {
      kind: 'team',
      call: async (w) => ({
        method: 'POST',
        url: `/api/company/team/members/${await someMember(w)}/hand-over`,
        payload: { to_user_id: await someMember(w) },
      }),
    },

    // The member's own account.
    'GET /user': { kind: 'account', call: () => ({ method: 'GET', url: '/api/user' }) },
    'GET /calendar-feed': { kind: 'account', call: () => ({ method: 'GET', url: '/api/calendar-feed' }) },
    'POST /calendar-feed': { kind: 'account', call: () => ({ method: 'POST', url: '/api/calendar-feed' }) },
    'DELETE /calendar-feed': { kind: 'account', call: () => ({ method: 'DELETE', url: '/api/calendar-feed' }) },
    'GET /email/change': { kind: 'account', call: () => ({ method: 'GET', url: '/api/email/change' }) },
    'GET /notification-settings': { kind: 'account', call: () => ({ method: 'GET', url: '/api/notification-settings' }) },
    'PUT /notification-settings': {
      kind: 'account',
      call: () => ({
        method: 'PUT',
        url: '/api/notification-settings',
        payload: { channels: { offers: ['email'], interviews: ['email'], finalOffers: ['email'], other: [] }, quiet: null, urgentInQuiet: false },
      }),
    },
    'GET /notifications': { kind: 'account', call: () => ({ method: 'GET', url: '/api/notifications' }) },
    'GET /push-devices': { kind: 'account', call: () => ({ method: 'GET', url: '/api/push-devices' }) },
    'POST /push-devices': {
      kind: 'account',
      call: () => ({
        method: 'POST',
        url: '/api/push-devices',
        payload: fakeBrowser(`https://push.example.test/${Math.random().toString(36).slice(2)}`).subscription,
      }),
    },
    // Another person's device: refused to every member, as to anyone but its owner.
    'DELETE /push-devices/{id}': { kind: 'not-company', call: () => ({ method: 'DELETE', url: `/api/push-devices/${foreignDevice}` }) },
    'POST /notifications/read-all': { kind: 'account', call: () => ({ method: 'POST', url: '/api/notifications/read-all' }) },
    // Another company's notice is nobody's here: 404 (checked as `account`: each role gets the same refusal).
    'POST /notifications/{id}/read': { kind: 'not-company', call: () => ({ method: 'POST', url: `/api/notifications/${foreignNotification}/read` }) },
    'POST /page-views': { kind: 'account', call: () => ({ method: 'POST', url: '/api/page-views', payload: { path: '/app/needs/' } }) },
    'POST /stream/tickets': { kind: 'account', call: () => ({ method: 'POST', url: '/api/stream/tickets' }) },
    'GET /insight/salary': { kind: 'account', call: () => ({ method: 'GET', url: '/api/insight/salary?job_title=asistent-medical&city=bucuresti' }) },
    'GET /privacy/export': { kind: 'account', call: () => ({ method: 'GET', url: '/api/privacy/export' }) },
    'GET /privacy/marketing': { kind: 'account', call: () => ({ method: 'GET', url: '/api/privacy/marketing' }) },
    'PUT /privacy/marketing': { kind: 'account', call: () => ({ method: 'PUT', url: '/api/privacy/marketing', payload: { opted_in: false } }) },
    'GET /stream': { kind: 'elsewhere', suite: 'tests/api/team-invitations.test.ts (a member turned off loses the stream)' },
    'POST /logout': { kind: 'elsewhere', suite: 'tests/api/sessions.test.ts' },
    'POST /password/change': { kind: 'elsewhere', suite: 'tests/api/password-change.test.ts' },
    'POST /email/change': { kind: 'elsewhere', suite: 'tests/api/email-change.test.ts' },
    'POST /privacy/consent': { kind: 'elsewhere', suite: 'tests/api/policy-consent.test.ts' },
    'POST /privacy/erasure': { kind: 'elsewhere', suite: 'tests/api/privacy-gdpr.test.ts' },

    // A candidate's own things.
    'GET /interviews': { kind: 'not-company', call: () => ({ method: 'GET', url: '/api/interviews' }) },
    'GET /recommendations': { kind: 'not-company', call: () => ({ method: 'GET', url: '/api/recommendations' }) },
    'POST /recommendations': {
      kind: 'not-company',
      call: () => ({ method: 'POST', url: '/api/recommendations', payload: { name: 'Ana', email: 'ana@example.ro', phone: '+40721000000' } }),
    },
    'GET /privacy/access-log': { kind: 'not-company', call: () => ({ method: 'GET', url: '/api/privacy/access-log' }) },
    'GET /profile/licences': { kind: 'not-company', call: () => ({ method: 'GET', url: '/api/profile/licences' }) },
    'PUT /profile/licences/{job_title}': {
      kind: 'not-company',
      call: () => ({
        method: 'PUT',
        url: '/api/profile/licences/asistent-medical',
        payload: { body: 'OAMGMAMR', number: '1', expires_on: '2030-01-01' },
      }),
    },
    'DELETE /profile/licences/{job_title}': {
      kind: 'not-company',
      call: () => ({ method: 'DELETE', url: '/api/profile/licences/asistent-medical' }),
    },
    'GET /profile/licences/{job_title}/document': {
      kind: 'not-company',
      call: () => ({ method: 'GET', url: '/api/profile/licences/asistent-medical/document' }),
    },
    'POST /profile/licences/{job_title}/document': {
      kind: 'not-company',
      call: () => {
        const body = multipart('file', 'aviz.pdf', pdfFile(), 'application/pdf');
        return { method: 'POST', url: '/api/profile/licences/asistent-medical/document', payload: body.payload, headers: body.headers };
      },
    },
    'POST /cv': {
      kind: 'not-company',
      call: () => {
        const body = multipart('cv', 'cv.pdf', pdfFile(), 'application/pdf');
        return { method: 'POST', url: '/api/cv', payload: body.payload, headers: body.headers };
      },
    },
    'GET /register/candidate/{id}': { kind: 'not-company', call: () => ({ method: 'GET', url: `/api/register/candidate/${nurses.own.id}` }) },
    'PATCH /register/candidate/{id}': {
      kind: 'not-company',
      call: () => ({ method: 'PATCH', url: `/api/register/candidate/${nurses.own.id}`, payload: { city: 'bucuresti' } }),
    },
  };

  beforeAll(async () => {
    const fixture = await parties(ctx);
    care = fixture.care;
    owners.own = fixture.company;
    owners.foreign = fixture.other;
    companyId = fixture.company.id;
    members.owner = fixture.company;
    for (const role of ['recruiter', 'interviewer', 'viewer'] as const) members[role] = await addMember(ctx, companyId, role);
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
    foreignNotification = notice.id;
    const device = await ctx.app.inject({
      method: 'POST',
      url: '/api/push-devices',
      headers: bearer(owners.foreign.token),
      payload: fakeBrowser('https://push.example.test/foreign').subscription,
    });
    expect(device.statusCode, device.body).toBeLessThan(300);
    foreignDevice = (device.json() as { id: number }).id;
  });

  it('places every operation of the contract', () => {
    const placed = new Set(Object.keys(ROWS));
    const operations = contractOperations();
    const missing = operations.filter((op) => !op.startsWith('care ') && !placed.has(op));
    expect(missing, 'operations without a row in this table').toEqual([]);
    // And no row for an operation the contract no longer has.
    expect([...placed].filter((op) => !operations.includes(op))).toEqual([]);
  });

  const send = (who: Account, req: Req) =>
    ctx.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: { ...bearer(who.token), ...req.headers },
      ...(req.payload === undefined ? {} : { payload: req.payload as string }),
    });

  describe.each(ROLES)('%s', (role) => {
    it('is refused every operation of customer care', async () => {
      for (const op of contractOperations().filter((o) => o.startsWith('care '))) {
        const [, method, path] = op.split(' ') as [string, string, string];
        const url = `/api${path.replace(/\{[^}]+\}/g, '1')}`;
        const before = await fingerprint();
        const res = await send(members[role], { method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        expect(res.statusCode, `${op}: ${res.body}`).toBe(403);
        expect(await fingerprint(), op).toBe(before);
      }
    });

    it('reads and writes posts and their processes only where the rule allows', async () => {
      for (const [op, row] of Object.entries(ROWS)) {
        if (row.kind !== 'post') continue;
        for (const where of WHERE) {
          const req = await row.call(where, role);
          const allowed = row.action === 'read' ? mayRead(role, where) : mayWrite(role, where);
          const before = await fingerprint();
          const res = await send(members[role], req);
          const label = `${op} on the ${where} post: ${res.body.slice(0, 300)}`;
          if (allowed) {
            if (row.allowed) expect(res.statusCode, label).toBe(row.allowed);
            else expect(res.statusCode, label).toBeLessThan(300);
          } else {
            expect(res.statusCode, label).toBe(row.refused ?? (mayRead(role, where) ? 403 : 404));
            expect(await fingerprint(), label).toBe(before);
          }
          if (!allowed || row.allowed) expect(await fingerprint(), label).toBe(before);
        }
      }
    });

    it("reads the company's lists without what it may not read, and writes the company only as owner or recruiter", async () => {
      // The posts' titles name where they are: a list shows the titles of the posts it may read, no other.
      const hidden = WHERE.filter((w) => !mayRead(role, w)).map((w) => `Post ${w}"`);
      for (const [op, row] of Object.entries(ROWS)) {
        if (row.kind !== 'company') continue;
        const req = await row.call();
        const before = await fingerprint();
        const res = await send(members[role], req);
        const writer = role === 'owner' || role === 'recruiter';
        if (row.action === 'read') {
          expect(res.statusCode, `${op}: ${res.body.slice(0, 300)}`).toBe(200);
          for (const title of hidden) expect(res.body.includes(title), `${op} shows ${title}`).toBe(false);
          for (const nurse of WHERE.filter((w) => !mayRead(role, w)))
            expect(res.body.includes(`"candidate_id":${nurses[nurse].id},`), `${op}: ${nurse}`).toBe(false);
        } else if (writer) {
          expect(res.statusCode, `${op}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
        } else {
          expect(res.statusCode, `${op}: ${res.body.slice(0, 300)}`).toBe(403);
          expect(await fingerprint(), op).toBe(before);
        }
      }
    });

    it('manages the team only as owner, and only its own company', async () => {
      for (const [op, row] of Object.entries(ROWS)) {
        if (row.kind !== 'team') continue;
        // An operation on the team as a whole (its invitations) has no object of another company to try.
        for (const where of row.objectless ? (['own'] as const) : (['own', 'foreign'] as const)) {
          const req = await row.call(where);
          const before = await fingerprint();
          const res = await send(members[role], req);
          const label = `${op} (${where}): ${res.body.slice(0, 300)}`;
          if (role === 'owner' && where === 'own') {
            expect(res.statusCode, label).toBeLessThan(300);
            continue;
          }
          expect(res.statusCode, label).toBe(role === 'owner' ? 404 : 403);
          expect(await fingerprint(), label).toBe(before);
        }
      }
    });

    it("uses its own account, and none of a candidate's", async () => {
      for (const [op, row] of Object.entries(ROWS)) {
        if (row.kind === 'account') {
          const res = await send(members[role], row.call());
          expect(res.statusCode, `${op}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
        } else if (row.kind === 'not-company') {
          const before = await fingerprint();
          const res = await send(members[role], row.call());
          expect([403, 404], `${op}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
          expect(await fingerprint(), op).toBe(before);
        }
      }
    });
  });
});
