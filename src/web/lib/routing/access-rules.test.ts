import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessConfig, type Decision, type RouteKey, type Visitor } from './access-rules';
import { SIDE_MENUS, menuOwnerOf } from './side-menu';

const anonymous: Visitor = { hasToken: false, profileType: 0 };
const candidate: Visitor = { hasToken: true, profileType: 2 };
const company: Visitor = { hasToken: true, profileType: 1 };
const unknown: Visitor = { hasToken: true, profileType: 0 };
const care: Visitor = { hasToken: true, profileType: 0, isCare: true };
const builtIn: AccessConfig = { recruiterAppUrl: null };
const recruiter: AccessConfig = { recruiterAppUrl: 'https://recruiter.example/' };

const render: Decision = { type: 'render' };
const go = (to: string): Decision => ({ type: 'redirect', to, replace: true });
const ext = (path: string): Decision => ({ type: 'external', url: `https://recruiter.example${path}` });
const login = (path: string) => go(`/login?redirect=${encodeURIComponent(`/app${path}`)}`);

// [route, path, anonymous, candidate, company] in the built-in mode, then with RECRUITER_APP_URL.
type Row = [RouteKey, string, Decision, Decision, Decision];
const builtInTable: Row[] = [
  ['landing', '/', render, render, render],
  ['login', '/login', render, go('/dashboard/candidate'), go('/dashboard/company')],
  ['register', '/register/', render, go('/dashboard/candidate'), go('/dashboard/company')],
  ['register-candidate', '/register/candidate/', render, go('/dashboard/candidate'), go('/dashboard/company')],
  ['register-company', '/register/company/', render, go('/dashboard/candidate'), go('/dashboard/company')],
  ['password', '/password/', render, go('/dashboard/candidate'), go('/dashboard/company')],
  ['password-reset', '/password/reset/', render, go('/dashboard/candidate'), go('/dashboard/company')],
  ['password-reset-token', '/password/reset/abc/', render, go('/dashboard/candidate'), go('/dashboard/company')],
  ['email-confirm', '/email/confirm/abc/', render, render, render],
  ['email-revert', '/email/revert/abc/', render, render, render],
  ['unsubscribe', '/unsubscribe/abc/', render, render, render],
  ['team-join', '/team/join/abc/', render, render, render],
  ['privacy', '/privacy', render, render, render],
  ['onboarding-candidate', '/onboarding/candidate/', render, go('/dashboard/candidate'), go('/dashboard/company')],
  ['dashboard', '/dashboard/', login('/dashboard/'), go('/dashboard/candidate'), go('/dashboard/company')],
  ['dashboard-candidate', '/dashboard/candidate', login('/dashboard/candidate'), render, go('/dashboard/company')],
  ['dashboard-company', '/dashboard/company', login('/dashboard/company'), go('/dashboard/candidate'), render],
  ['offers', '/offers/', login('/offers/'), render, go('/dashboard/company')],
  ['offer', '/offers/7', login('/offers/7'), render, go('/dashboard/company')],
  ['offer-reject', '/offers/reject/7', login('/offers/reject/7'), render, go('/dashboard/company')],
  ['candidates', '/candidates/', login('/candidates/'), go('/dashboard/candidate'), render],
  ['candidate', '/candidates/3', login('/candidates/3'), go('/dashboard/candidate'), render],
  ['needs', '/needs/', login('/needs/'), go('/dashboard/candidate'), render],
  ['needs-add', '/needs/add', login('/needs/add'), go('/dashboard/candidate'), render],
  ['need', '/needs/5/', login('/needs/5/'), go('/dashboard/candidate'), render],
  ['need-candidate', '/needs/5/candidate/ana', login('/needs/5/candidate/ana'), go('/dashboard/candidate'), render],
  ['profile', '/profile', login('/profile'), render, render],
  ['interviews', '/interviews', login('/interviews'), render, go('/dashboard/company')],
  ['company-schedule', '/company/schedule', login('/company/schedule'), go('/dashboard/candidate'), render],
  ['company-events', '/company/events', login('/company/events'), go('/dashboard/candidate'), render],
  ['company-team', '/company/team', login('/company/team'), go('/dashboard/candidate'), render],
  ['dashboard-not-found', '/nowhere', login('/nowhere'), render, render],
];

const recruiterTable: Row[] = [
  ['landing', '/', render, render, render],
  ['email-confirm', '/email/confirm/abc/', render, render, render],
  ['email-revert', '/email/revert/abc/', render, render, render],
  ['unsubscribe', '/unsubscribe/abc/', render, render, render],
  ['login', '/login', render, go('/dashboard/candidate'), ext('/')],
  ['register-company', '/register/company/', ext('/register/company'), go('/dashboard/candidate'), ext('/')],
  ['onboarding-candidate', '/onboarding/candidate/', render, go('/dashboard/candidate'), ext('/')],
  ['dashboard', '/dashboard/', login('/dashboard/'), go('/dashboard/candidate'), go('/dashboard/company')],
  ['dashboard-company', '/dashboard/company', login('/dashboard/company'), ext('/dashboard/company'), ext('/dashboard/company')],
  ['candidates', '/candidates/', login('/candidates/'), go('/dashboard/candidate'), render],
  ['candidate', '/candidates/3', login('/candidates/3'), go('/dashboard/candidate'), ext('/candidates/3')],
  ['needs', '/needs/', login('/needs/'), go('/dashboard/candidate'), ext('/needs/')],
  ['needs-add', '/needs/add', login('/needs/add'), go('/dashboard/candidate'), ext('/needs/add')],
  ['need', '/needs/5/', login('/needs/5/'), go('/dashboard/candidate'), ext('/needs/5/')],
  ['profile', '/profile', login('/profile'), ext('/profile'), ext('/profile')],
  ['interviews', '/interviews', login('/interviews'), ext('/interviews'), go('/dashboard/company')],
];

function check(table: Row[], config: AccessConfig) {
  for (const [key, pathname, forAnonymous, forCandidate, forCompany] of table) {
    const location = { pathname, search: '' };
    it(`${pathname}: anonymous, candidate, company`, () => {
      expect(decideAccess(key, anonymous, config, location)).toEqual(forAnonymous);
      expect(decideAccess(key, candidate, config, location)).toEqual(forCandidate);
      expect(decideAccess(key, company, config, location)).toEqual(forCompany);
    });
  }
}

describe('decideAccess, built-in company workspace', () => check(builtInTable, builtIn));
describe('decideAccess, external recruiter app', () => check(recruiterTable, recruiter));

describe('decideAccess, details', () => {
  it('keeps the query string in the login redirect', () => {
    expect(decideAccess('offers', anonymous, builtIn, { pathname: '/offers/', search: '?limit=20' })).toEqual(login('/offers/?limit=20'));
  });
  it('sends the same path and query to the external app', () => {
    expect(decideAccess('need', company, recruiter, { pathname: '/needs/5/', search: '?tab=2' })).toEqual(ext('/needs/5/?tab=2'));
  });
  it('treats a token with an unknown profile type like a company on auth pages', () => {
    expect(decideAccess('login', unknown, builtIn, { pathname: '/login', search: '' })).toEqual(go('/dashboard/company'));
    expect(decideAccess('login', unknown, recruiter, { pathname: '/login', search: '' })).toEqual(ext('/'));
  });
  it('treats an unknown profile type as a non-company on company pages', () => {
    expect(decideAccess('needs', unknown, recruiter, { pathname: '/needs/', search: '' })).toEqual(go('/dashboard/candidate'));
    expect(decideAccess('dashboard', unknown, builtIn, { pathname: '/dashboard/', search: '' })).toEqual(go('/dashboard/company'));
  });
});

describe('decideAccess, customer care', () => {
  const at = (key: RouteKey, pathname: string, config = builtIn) => decideAccess(key, care, config, { pathname, search: '' });
  it('opens the care console, the visualizer and a process graph', () => {
    expect(at('care', '/care')).toEqual(render);
    expect(at('care', '/care/funnel')).toEqual(render);
    expect(at('statecharts', '/statecharts')).toEqual(render);
    expect(at('statechart-process', '/statecharts/process/4')).toEqual(render);
    expect(at('dashboard-not-found', '/nowhere')).toEqual(render);
  });
  it('sends care from candidate and company pages straight to its console, in both modes', () => {
    const elsewhere: [RouteKey, string][] = [
      ['dashboard', '/dashboard/'],
      ['dashboard-candidate', '/dashboard/candidate'],
      ['dashboard-company', '/dashboard/company'],
      ['offers', '/offers/'],
      ['offer', '/offers/7'],
      ['offer-reject', '/offers/reject/7'],
      ['interviews', '/interviews'],
      ['profile', '/profile'],
      ['candidates', '/candidates/'],
      ['needs', '/needs/'],
      ['company-schedule', '/company/schedule'],
      ['company-events', '/company/events'],
      ['company-team', '/company/team'],
    ];
    for (const [key, pathname] of elsewhere) {
      expect(at(key, pathname), pathname).toEqual(go('/care'));
      expect(at(key, pathname, recruiter), pathname).toEqual(go('/care'));
    }
  });
  it('still sends care to its dashboard from the sign-in pages like any non-candidate', () => {
    expect(at('login', '/login')).toEqual(go('/dashboard/company'));
  });
});

describe('side menus agree with the access rules', () => {
  const owners: [string, Visitor][] = [
    ['candidate', candidate],
    ['company', company],
    ['care', care],
  ];
  for (const [name, visitor] of owners) {
    it(`every ${name} menu entry is a page the ${name} may open (built-in mode)`, () => {
      const menu = SIDE_MENUS[menuOwnerOf(visitor)];
      expect(menuOwnerOf(visitor)).toBe(name);
      for (const entry of menu) {
        expect(decideAccess(entry.route, visitor, builtIn, { pathname: entry.to, search: '' }), entry.to).toEqual(render);
      }
    });
  }
  it('gives care the console and the statechart visualizer, nothing of the candidate or company', () => {
    expect(SIDE_MENUS.care.map((e) => e.to)).toEqual(['/care', '/statecharts']);
  });
});
