import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { MemberRole } from '../../machines/member-roles.ts';
import { bearer } from '../support/accounts.ts';
import { multipart, pdfFile } from '../support/files.ts';
import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { fakeBrowser } from '../support/push-service.ts';
import { mayWrite, type Req, type TeamWorld, type Where } from './team-authorization-world.ts';

// The team authorization suite's table: how each operation of the contract is called and checked.

/**
 * How each operation is checked:
 * - post: on an object of a post (own / other / foreign), `read`, `write` or `note` as the rule above;
 * - company: the caller's own company, read by every role (lists filtered) or written by owners and recruiters;
 * - team: the team itself (owners only), on an object of the member's company or of another one;
 * - account: the caller's own account, the same for every role;
 * - not-company: for candidates only, refused to every member;
 * - elsewhere: not called here (it would end the session or erase the account), checked by the suite named.
 */
export type Row =
  | { kind: 'post'; action: 'read' | 'write' | 'note'; call: (where: Where, role: MemberRole) => Promise<Req>; allowed?: number; refused?: number }
  | { kind: 'company'; action: 'read' | 'write'; call: () => Req | Promise<Req> }
  | { kind: 'team'; call: (where: 'own' | 'foreign') => Promise<Req> | Req; objectless?: true }
  | { kind: 'account'; call: () => Req }
  | { kind: 'not-company'; call: () => Req }
  | { kind: 'elsewhere'; suite: string };

/** The contract's operations that act for someone, as 'METHOD /path' ('care ' before those tagged care). */
export const contractOperations = (): string[] => {
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

/** Every operation of the contract that a member could call, placed in the world `w`. */
export function contractRows(w: TeamWorld): Record<string, Row> {
  const { needs, processes, nurses, owners, freshNeed, freshProcess, invitation, someMember } = w;
  const ctx = w.ctx;
  return {
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
    'GET /processes/{id}/notes': {
      kind: 'post',
      action: 'read',
      call: async (w) => ({ method: 'GET', url: `/api/processes/${processes[w]}/notes` }),
    },
    'POST /processes/{id}/notes': {
      kind: 'post',
      action: 'note',
      call: async (w, role) => ({ method: 'POST', url: `/api/processes/${processes[w]}/notes`, payload: { text: `Notă de la ${role}` } }),
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
    'DELETE /push-devices/{id}': { kind: 'not-company', call: () => ({ method: 'DELETE', url: `/api/push-devices/${w.foreignDevice}` }) },
    'POST /notifications/read-all': { kind: 'account', call: () => ({ method: 'POST', url: '/api/notifications/read-all' }) },
    // Another company's notice is nobody's here: 404 (checked as `account`: each role gets the same refusal).
    'POST /notifications/{id}/read': {
      kind: 'not-company',
      call: () => ({ method: 'POST', url: `/api/notifications/${w.foreignNotification}/read` }),
    },
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
}
