import type { ProfileType } from '../session/session';

// Spec §2's redirect rules as one pure function, so every route guard and its tests share them.
// Paths are relative to the router's basename (/app). Where the spec sends a company to the external
// recruiter app, we go there only when RECRUITER_APP_URL is configured; otherwise the built-in company
// workspace renders.

export type RouteKey =
  | 'landing'
  | 'login'
  | 'register'
  | 'register-candidate'
  | 'register-company'
  | 'password'
  | 'password-reset'
  | 'password-reset-token'
  | 'email-confirm'
  | 'email-revert'
  | 'unsubscribe'
  | 'team-join'
  | 'privacy'
  | 'onboarding-candidate'
  | 'dashboard'
  | 'dashboard-candidate'
  | 'dashboard-company'
  | 'offers'
  | 'offer'
  | 'offer-reject'
  | 'candidates'
  | 'candidate'
  | 'needs'
  | 'needs-add'
  | 'need'
  | 'need-candidate'
  | 'profile'
  | 'interviews'
  | 'company-schedule'
  | 'company-events'
  | 'company-team'
  | 'statecharts'
  | 'statechart-process'
  | 'care'
  | 'dashboard-not-found';

export interface Visitor {
  hasToken: boolean;
  profileType: ProfileType;
  /** A Medilink customer-care account (role 'care' in GET /user; its profile type is 0). */
  isCare?: boolean;
}

export interface AccessConfig {
  /** Base URL of the external recruiter app, or null for the built-in company workspace. */
  recruiterAppUrl: string | null;
}

export interface AppLocation {
  pathname: string;
  search: string;
}

export type Decision = { type: 'render' } | { type: 'redirect'; to: string; replace: boolean } | { type: 'external'; url: string };

const AUTH_LAYOUT: ReadonlySet<RouteKey> = new Set([
  'login',
  'register',
  'register-candidate',
  'register-company',
  'password',
  'password-reset',
  'password-reset-token',
  'onboarding-candidate',
]);

/** What a customer-care account may open in the dashboard layout; every other page sends it to its console. */
export const CARE_PAGES: ReadonlySet<RouteKey> = new Set(['care', 'statecharts', 'statechart-process', 'dashboard-not-found']);

export const APP_BASE = '/app';

const render: Decision = { type: 'render' };
const to = (path: string): Decision => ({ type: 'redirect', to: path, replace: true });

export function externalUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}

export function decideAccess(key: RouteKey, visitor: Visitor, config: AccessConfig, location: AppLocation): Decision {
  const external = config.recruiterAppUrl;
  const samePath = location.pathname + location.search;
  const isCandidate = visitor.profileType === 2;
  const isCompany = visitor.profileType === 1;
  /** A page the spec hands to the external app: go there when configured, else the built-in screen renders. */
  const externalOrRender = (path = samePath): Decision => (external ? { type: 'external', url: externalUrl(external, path) } : render);
  const candidateHome = to('/dashboard/candidate');
  const companyHome = to('/dashboard/company');

  // The landing page, the privacy notice, the links confirming a new email address or undoing the change, and the
  // one stopping friend invitations: opened signed in or not, on any device (the notice is read before registering,
  // and from the consent dialog of a signed-in user; the undo link ends every session, the one of this browser
  // included; the invited friend has no account).
  if (key === 'landing' || key === 'privacy' || key === 'email-confirm' || key === 'email-revert' || key === 'unsubscribe') return render;
  // An invitation to a company's team makes a new account: the invitee has none, and a browser signed in as someone
  // else still shows what the link offers.
  if (key === 'team-join') return render;

  if (AUTH_LAYOUT.has(key)) {
    if (visitor.hasToken) {
      if (isCandidate) return candidateHome;
      return external ? { type: 'external', url: externalUrl(external, '/') } : companyHome;
    }
    if (key === 'register-company') return externalOrRender('/register/company');
    return render;
  }

  // Everything else sits in the dashboard layout, which requires a stored token.
  if (!visitor.hasToken) {
    return to(`/login?redirect=${encodeURIComponent(APP_BASE + samePath)}`);
  }

  // Care has neither a candidate's nor a company's pages: its home is the care console (its side menu agrees).
  if (visitor.isCare && !CARE_PAGES.has(key)) return to('/care');

  switch (key) {
    case 'dashboard':
      return isCandidate ? candidateHome : companyHome;
    case 'dashboard-candidate':
      return isCandidate ? render : companyHome;
    case 'dashboard-company':
      // Spec: "with a token, redirects to the external recruiter app dashboard" — whoever holds it.
      if (external) return externalOrRender();
      return isCandidate ? candidateHome : render;
    case 'offers':
    case 'offer':
    case 'offer-reject':
      return isCompany ? companyHome : render;
    case 'candidates':
    case 'need-candidate':
    case 'company-schedule':
    case 'company-events':
    case 'company-team':
      return isCompany ? render : candidateHome;
    case 'candidate':
    case 'needs':
    case 'needs-add':
    case 'need':
      return isCompany ? externalOrRender() : candidateHome;
    case 'profile':
      return externalOrRender();
    case 'interviews':
      return isCompany ? companyHome : externalOrRender();
    case 'statecharts':
      return visitor.isCare ? render : isCandidate ? candidateHome : companyHome;
    case 'care':
      // Medilink customer care's console; everyone else goes home.
      return visitor.isCare ? render : isCandidate ? candidateHome : companyHome;
    case 'statechart-process':
      // Any signed-in account: the API shows a process only to its candidate, its company and care.
      return render;
    default:
      // dashboard-not-found: the layout's own not-found view.
      return render;
  }
}
