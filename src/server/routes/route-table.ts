import type { FastifyInstance } from 'fastify';
import type { OffsetClock } from '../clock.ts';
import { calendarFeedRoutes } from '../calendar-feed/routes.ts';
import { calendarInviteRoutes } from '../calendar-invite/routes.ts';
import { candidatesRoutes } from '../candidates/routes.ts';
import { careRoutes } from '../care/routes.ts';
import { streamRoutes } from '../cluster/stream-routes.ts';
import { companyRoutes } from '../company/routes.ts';
import { insightRoutes } from '../insight/routes.ts';
import { interviewRoutes } from '../interviews/routes.ts';
import { licenceRoutes } from '../licences/routes.ts';
import { explanationRoutes } from '../matching/explanation-routes.ts';
import { needsRoutes } from '../needs/routes.ts';
import { notificationCentreRoutes } from '../notification-centre/routes.ts';
import { notificationSettingsRoutes } from '../notification-settings/routes.ts';
import { privacyRoutes } from '../privacy/routes.ts';
import { processNoteRoutes } from '../process-notes/routes.ts';
import { recommendationRoutes } from '../recommendations/routes.ts';
import { acceptIgnoredForms, unsubscribeRoutes } from '../recommendations/unsubscribe-routes.ts';
import { type SpaSite, spaRoutes } from '../spa.ts';
import { teamRoutes } from '../team/routes.ts';
import { webPushRoutes } from '../web-push/routes.ts';
import { workflowRoutes } from '../workflow/routes.ts';
import { accountRoutes } from './accounts.ts';
import { configRoutes } from './config.ts';
import { cvRoutes } from './cv/cv-routes.ts';
import type { Route } from './define-route.ts';
import { healthRoutes } from './health.ts';
import { nomenclatureRoutes } from './nomenclatures.ts';
import { pageViewRoutes } from './page-views.ts';
import { profileRoutes } from './profile.ts';
import { testClockRoutes } from './test-clock.ts';
import { testDeadlineRoutes } from './test-deadlines.ts';
import { testMatchingRoutes } from './test-matching.ts';
import { testInsightRoutes } from './test-insight.ts';
import { testInvitationRoutes } from './test-invitations.ts';
import { testPolicyRoutes } from './test-policy.ts';

export type RouteTableOptions = {
  /** The site's pages (spa.ts); null without a build. */
  site: SpaSite | null;
  /** The browser suites' movable clock: with it (NODE_ENV=test only), the /api/test/ routes that drive the server. */
  testClock?: OffsetClock | undefined;
};

/**
 * Every route of the server, by where it is registered: `api` under /api, `apiForms` under /api in a scope that also
 * takes form bodies (the one-click unsubscribe), `site` at the root (the SPA's redirects and pages).
 */
export type RouteTable = { api: Route[]; apiForms: Route[]; site: Route[] };

/** The one list of the server's routes. A new area adds its routes here (docs/architecture.md, "Add a route"). */
export function routeTable(app: FastifyInstance, options: RouteTableOptions): RouteTable {
  const { deps } = app;
  const { testClock } = options;
  const api = [
    ...healthRoutes(deps),
    ...streamRoutes({ db: deps.db, clock: deps.clock, hub: app.push, lifecycle: app.lifecycle, heartbeatMs: deps.config.cluster.heartbeatMs }),
    ...configRoutes(deps),
    ...accountRoutes(deps),
    ...profileRoutes(deps),
    ...cvRoutes(deps),
    ...nomenclatureRoutes(deps),
    ...workflowRoutes(deps),
    ...processNoteRoutes(deps),
    ...candidatesRoutes(deps),
    ...companyRoutes(deps),
    ...teamRoutes(deps),
    ...needsRoutes(deps),
    ...calendarInviteRoutes(deps),
    ...calendarFeedRoutes(deps),
    ...notificationSettingsRoutes(deps),
    ...interviewRoutes(deps),
    ...recommendationRoutes(deps),
    ...pageViewRoutes(deps),
    ...careRoutes(deps),
    ...privacyRoutes(deps),
    ...notificationCentreRoutes(deps),
    ...licenceRoutes(deps),
    ...explanationRoutes(deps),
    ...insightRoutes(deps),
    ...webPushRoutes(deps),
    // Never in development or production, so never in the contract (their schemas are hidden from openapi.yaml).
    ...(testClock
      ? [
          ...testClockRoutes(testClock),
          ...testDeadlineRoutes(deps),
          ...testInsightRoutes(deps),
          ...testInvitationRoutes(deps),
          ...testMatchingRoutes(deps),
          ...testPolicyRoutes(deps),
        ]
      : []),
  ];
  return { api, apiForms: unsubscribeRoutes(deps), site: spaRoutes(options.site) };
}

/** Registers the route table: the only place in the server that adds a route. */
export async function registerRoutes(app: FastifyInstance, options: RouteTableOptions): Promise<void> {
  const table = routeTable(app, options);
  await app.register(
    async (api) => {
      for (const route of table.api) api.route(route);
      await api.register(async (forms) => {
        acceptIgnoredForms(forms);
        for (const route of table.apiForms) forms.route(route);
      });
    },
    { prefix: '/api' },
  );
  for (const route of table.site) app.route(route);
}
