import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { activeLocale } from '../lib/i18n/i18n';
import { warmIntl } from '../lib/i18n/warm-intl';
import type { RouteKey } from '../lib/routing/access-rules';
import { LayoutNotFound } from './layout-not-found';
import { LayoutRouteError } from './layout-route-error';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { guard, guardThen, notFound } from './route-guard';

// Spec §2's route table. Every leaf runs its access rule (route-guard) and loads its screen lazily, so
// each area's code is a separate chunk fetched from /app/ when first visited.

type Lazy = () => Promise<{ Component: ComponentType }>;
// Every other screen comes with the query cache's provider (react-query is not in the entry chunk) and the whole of
// Mantine's stylesheet; landing and login paint with the entry's share of it.
// `ready` is what else the page needs before it renders (a list's filters on a wide screen: lib/ui/folded-on-phone.tsx).
const lazyPage =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, ready?: (module: M) => Promise<unknown>): Lazy =>
  async () => {
    warmIntl(activeLocale());
    const [module, { withQueryClient }] = await Promise.all([load(), import('../lib/app-query-client'), import('./all-styles')]);
    await ready?.(module);
    return { Component: withQueryClient(pick(module)) };
  };
/** Starts a page's first data while its code loads; the navigation does not wait for it (the page shows its skeleton). */
const prefetching =
  (load: () => Promise<{ prefetch: (args: LoaderFunctionArgs) => void }>) =>
  (args: LoaderFunctionArgs): null => {
    void load().then(
      ({ prefetch }) => prefetch(args),
      () => undefined,
    );
    return null;
  };

// Landing asks for no data, and login's form sends its one call without the query cache: both paint without its code.
const landing: Lazy = async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage });
const login: Lazy = async () => ({ Component: (await import('../features/auth/login-page')).LoginPage });
const passwordIndex = lazyPage(
  () => import('../features/auth/password-index-page'),
  (m) => m.PasswordIndexPage,
);
const passwordResetRequest = lazyPage(
  () => import('../features/auth/password-reset-request-page'),
  (m) => m.PasswordResetRequestPage,
);
const privacyNotice = lazyPage(
  () => import('../features/privacy-notice/privacy-notice-page'),
  (m) => m.PrivacyNoticePage,
);
const emailConfirm = lazyPage(
  () => import('../features/account/email-confirm-page'),
  (m) => m.EmailConfirmPage,
);
const emailRevert = lazyPage(
  () => import('../features/account/email-revert-page'),
  (m) => m.EmailRevertPage,
);
const unsubscribe = lazyPage(
  () => import('../features/unsubscribe/unsubscribe-page'),
  (m) => m.UnsubscribePage,
);
const passwordReset = lazyPage(
  () => import('../features/auth/password-reset-page'),
  (m) => m.PasswordResetPage,
);
const registerChoice = lazyPage(
  () => import('../features/registration/register-choice-page'),
  (m) => m.RegisterChoicePage,
);
const registerCandidate = lazyPage(
  () => import('../features/registration/candidate-registration-page'),
  (m) => m.CandidateRegistrationPage,
);
const registerCompany = lazyPage(
  () => import('../features/registration/company-registration-page'),
  (m) => m.CompanyRegistrationPage,
);
const onboarding = lazyPage(
  () => import('../features/onboarding/onboarding-page'),
  (m) => m.OnboardingPage,
);
const candidateDashboard = lazyPage(
  () => import('../features/candidate-dashboard/candidate-dashboard-page'),
  (m) => m.CandidateDashboardPage,
);
const companyDashboard = lazyPage(
  () => import('../features/company-dashboard/company-dashboard-page'),
  (m) => m.CompanyDashboardPage,
);
const needsList = lazyPage(
  () => import('../features/needs/needs-page'),
  (m) => m.NeedsPage,
);
const needAdd = lazyPage(
  () => import('../features/needs/need-add-page'),
  (m) => m.NeedAddPage,
);
const needDetail = lazyPage(
  () => import('../features/needs/need-page'),
  (m) => m.NeedPage,
);
const needCandidate = lazyPage(
  () => import('../features/process/company/need-candidate-page'),
  (m) => m.NeedCandidatePage,
);
const candidatesList = lazyPage(
  () => import('../features/candidate-search/candidates-page'),
  (m) => m.CandidatesPage,
  (m) => m.candidatesFilters.ready(),
);
const candidateProfile = lazyPage(
  () => import('../features/candidate-search/candidate-page'),
  (m) => m.CandidatePage,
);
const companySchedule = lazyPage(
  () => import('../features/schedule/schedule-page'),
  (m) => m.SchedulePage,
);
const companyEvents = lazyPage(
  () => import('../features/company-events/events-page'),
  (m) => m.EventsPage,
);
const companyTeam = lazyPage(
  () => import('../features/team/team-page'),
  (m) => m.TeamPage,
);
const teamJoin = lazyPage(
  () => import('../features/team/join-page'),
  (m) => m.JoinPage,
);
// Loaders turn another company's (or a missing) need, process or candidate into the layout's not-found view.
const loadNeed = async (args: LoaderFunctionArgs) => (await import('../features/needs/api/loaders')).loadNeed(args);
const loadNeedProcess = async (args: LoaderFunctionArgs) => (await import('../features/needs/api/loaders')).loadNeedProcess(args);
const loadOfferOfProcess = async (args: LoaderFunctionArgs) => (await import('../features/process/candidate/api/get-offer')).loadOfferOfProcess(args);
const loadCandidate = async (args: LoaderFunctionArgs) => (await import('../features/candidate-search/api/get-candidate')).loadCandidate(args);
const interviews = lazyPage(
  () => import('../features/process/candidate/interviews/interviews-page'),
  (m) => m.InterviewsPage,
);
const offer = lazyPage(
  () => import('../features/process/candidate/offer-page'),
  (m) => m.OfferPage,
);
const offers = lazyPage(
  () => import('../features/offers/offers-page'),
  (m) => m.OffersPage,
  (m) => m.offersFilters.ready(),
);
const offerReject = lazyPage(
  () => import('../features/process/candidate/offer-reject-page'),
  (m) => m.OfferRejectPage,
);
const profile = lazyPage(
  () => import('./profile-route'),
  (m) => m.ProfileRoute,
);
const statecharts = lazyPage(
  () => import('../features/statecharts/statecharts-page'),
  (m) => m.StatechartsPage,
);
const statechartProcess = lazyPage(
  () => import('../features/statecharts/process-graph-page'),
  (m) => m.ProcessGraphPage,
);
const care = lazyPage(
  () => import('../features/care/care-page'),
  (m) => m.CarePage,
);
// The signed-in shell (app shell, side menu, drawer) is not part of the first paint of landing and login.
const dashboardLayout = lazyPage(
  () => import('./dashboard-layout'),
  (m) => m.DashboardLayout,
);

const page = (key: RouteKey, path: string | undefined, lazy: Lazy): RouteObject =>
  path === undefined ? { index: true, loader: guard(key), lazy } : { path, loader: guard(key), lazy };

// Path segments without a page of their own: the routing layer's 'Not Found'.
const unknownBelow = (path: string): RouteObject => ({ path: `${path}/*`, loader: notFound });

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      {
        id: 'auth-layout',
        Component: PublicLayout,
        children: [
          page('landing', undefined, landing),
          page('login', 'login', login),
          page('register', 'register', registerChoice),
          page('register-candidate', 'register/candidate', registerCandidate),
          page('register-company', 'register/company', registerCompany),
          unknownBelow('register'),
          page('password', 'password', passwordIndex),
          page('password-reset', 'password/reset', passwordResetRequest),
          page('password-reset-token', 'password/reset/:token', passwordReset),
          unknownBelow('password'),
          page('privacy', 'privacy', privacyNotice),
          page('email-confirm', 'email/confirm/:token', emailConfirm),
          page('email-revert', 'email/revert/:token', emailRevert),
          unknownBelow('email'),
          page('unsubscribe', 'unsubscribe/:token', unsubscribe),
          page('team-join', 'team/join/:token', teamJoin),
          unknownBelow('team'),
          page('onboarding-candidate', 'onboarding/candidate', onboarding),
          unknownBelow('onboarding'),
        ],
      },
      {
        id: '_dashboard-layout',
        lazy: dashboardLayout,
        children: [
          // /dashboard/ only ever redirects (by profile type, or to the login).
          { path: 'dashboard', loader: guard('dashboard') },
          page('dashboard-candidate', 'dashboard/candidate', candidateDashboard),
          page('dashboard-company', 'dashboard/company', companyDashboard),
          {
            path: 'offers',
            loader: guardThen(
              'offers',
              prefetching(() => import('../features/offers/api/prefetch-offers')),
            ),
            lazy: offers,
          },
          page('offer-reject', 'offers/reject/:id', offerReject),
          {
            path: 'offers/:id',
            loader: guardThen('offer', loadOfferOfProcess),
            lazy: offer,
            errorElement: <LayoutRouteError />,
          },
          {
            path: 'candidates',
            loader: guardThen(
              'candidates',
              prefetching(() => import('../features/candidate-search/api/prefetch-candidates')),
            ),
            lazy: candidatesList,
          },
          { path: 'candidates/:id', loader: guardThen('candidate', loadCandidate), lazy: candidateProfile, errorElement: <LayoutRouteError /> },
          page('needs', 'needs', needsList),
          page('needs-add', 'needs/add', needAdd),
          { path: 'needs/:id', loader: guardThen('need', loadNeed), lazy: needDetail, errorElement: <LayoutRouteError /> },
          {
            path: 'needs/:id/candidate/:slug',
            loader: guardThen('need-candidate', loadNeedProcess),
            lazy: needCandidate,
            errorElement: <LayoutRouteError />,
          },
          page('profile', 'profile', profile),
          page('interviews', 'interviews', interviews),
          page('company-schedule', 'company/schedule', companySchedule),
          page('company-events', 'company/events', companyEvents),
          page('company-team', 'company/team', companyTeam),
          page('statecharts', 'statecharts', statecharts),
          page('statechart-process', 'statecharts/process/:id', statechartProcess),
          page('care', 'care', care),
          page('care', 'care/:section', care),
          { path: '*', loader: guard('dashboard-not-found'), Component: LayoutNotFound },
        ],
      },
    ],
  },
];
