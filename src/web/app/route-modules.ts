/**
 * The code each client route runs before its screen renders: what its `lazy` and its loader import in routes.tsx,
 * as paths under src/web. The build turns it into each route's `<link rel="modulepreload">` tags
 * (tools/route-preload-plugin.ts), which the server puts in index.html for the current URL, so the route's chunks
 * download with the entry instead of one after another once it runs. route-modules.test.ts keeps it in step with
 * routes.tsx.
 */
export interface RouteModules {
  /** A path of routes.tsx under /app/ ('' is the index), `:name` for a parameter. */
  path: string;
  modules: readonly string[];
}

// What routes.tsx's lazyPage adds to every screen but landing and login, and the signed-in shell around the dashboard.
const QUERY = 'lib/app-query-client.tsx';
const STYLES = 'app/all-styles.ts';
const publicPage = (screen: string) => [QUERY, STYLES, screen];
const signedIn = (...modules: string[]) => ['app/dashboard-layout.tsx', QUERY, STYLES, ...modules];

export const ROUTE_MODULES: readonly RouteModules[] = [
  { path: '', modules: ['features/landing/landing-page.tsx'] },
  { path: 'login', modules: ['features/auth/login-page.tsx'] },
  { path: 'register', modules: publicPage('features/registration/register-choice-page.tsx') },
  { path: 'register/candidate', modules: publicPage('features/registration/candidate-registration-page.tsx') },
  { path: 'register/company', modules: publicPage('features/registration/company-registration-page.tsx') },
  { path: 'password', modules: publicPage('features/auth/password-index-page.tsx') },
  { path: 'password/reset', modules: publicPage('features/auth/password-reset-request-page.tsx') },
  { path: 'password/reset/:token', modules: publicPage('features/auth/password-reset-page.tsx') },
  { path: 'privacy', modules: publicPage('features/privacy-notice/privacy-notice-page.tsx') },
  { path: 'email/confirm/:token', modules: publicPage('features/account/email-confirm-page.tsx') },
  { path: 'email/revert/:token', modules: publicPage('features/account/email-revert-page.tsx') },
  { path: 'unsubscribe/:token', modules: publicPage('features/unsubscribe/unsubscribe-page.tsx') },
  { path: 'team/join/:token', modules: publicPage('features/team/join-page.tsx') },
  { path: 'onboarding/candidate', modules: publicPage('features/onboarding/onboarding-page.tsx') },
  { path: 'dashboard/candidate', modules: signedIn('features/candidate-dashboard/candidate-dashboard-page.tsx') },
  { path: 'dashboard/company', modules: signedIn('features/company-dashboard/company-dashboard-page.tsx') },
  { path: 'offers', modules: signedIn('features/offers/offers-page.tsx', 'features/offers/api/prefetch-offers.ts') },
  { path: 'offers/reject/:id', modules: signedIn('features/process/candidate/offer-reject-page.tsx') },
  { path: 'offers/:id', modules: signedIn('features/process/candidate/offer-page.tsx', 'features/process/candidate/api/get-offer.ts') },
  {
    path: 'candidates',
    modules: signedIn('features/candidate-search/candidates-page.tsx', 'features/candidate-search/api/prefetch-candidates.ts'),
  },
  { path: 'candidates/:id', modules: signedIn('features/candidate-search/candidate-page.tsx', 'features/candidate-search/api/get-candidate.ts') },
  { path: 'needs', modules: signedIn('features/needs/needs-page.tsx') },
  { path: 'needs/add', modules: signedIn('features/needs/need-add-page.tsx') },
  { path: 'needs/:id', modules: signedIn('features/needs/need-page.tsx', 'features/needs/api/loaders.ts') },
  {
    path: 'needs/:id/candidate/:slug',
    modules: signedIn('features/process/company/need-candidate-page.tsx', 'features/needs/api/loaders.ts'),
  },
  { path: 'profile', modules: signedIn('app/profile-route.tsx') },
  { path: 'interviews', modules: signedIn('features/process/candidate/interviews/interviews-page.tsx') },
  { path: 'company/schedule', modules: signedIn('features/schedule/schedule-page.tsx') },
  { path: 'company/events', modules: signedIn('features/company-events/events-page.tsx') },
  { path: 'company/team', modules: signedIn('features/team/team-page.tsx') },
  { path: 'statecharts', modules: signedIn('features/statecharts/statecharts-page.tsx') },
  { path: 'statecharts/process/:id', modules: signedIn('features/statecharts/process-graph-page.tsx') },
  { path: 'care', modules: signedIn('features/care/care-page.tsx') },
  { path: 'care/:section', modules: signedIn('features/care/care-page.tsx') },
];
