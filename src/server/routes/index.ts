import type { FastifyPluginAsync } from 'fastify';
import { workflowRoutes } from '../workflow/routes.ts';
import { accountRoutes } from './accounts.ts';
import { configRoutes } from './config.ts';
import { cvRoutes } from './cv/cv-routes.ts';
import { calendarInviteRoutes } from '../calendar-invite/routes.ts';
import { recommendationRoutes } from '../recommendations/routes.ts';
import { candidatesRoutes } from '../candidates/routes.ts';
import { companyRoutes } from '../company/routes.ts';
import { needsRoutes } from '../needs/routes.ts';
import { healthRoutes } from './health.ts';
import { nomenclatureRoutes } from './nomenclatures.ts';
import { pageViewRoutes } from './page-views.ts';
import { profileRoutes } from './profile.ts';
import { opsRoutes } from '../care/ops-routes.ts';
import { interviewRoutes } from '../interviews/routes.ts';
import { privacyRoutes } from '../privacy/routes.ts';
import { notificationCentreRoutes } from '../notification-centre/routes.ts';

// One module per resource. Other areas register their plugin here with a one-line edit.
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(cvRoutes);
  await app.register(nomenclatureRoutes);
  await app.register(workflowRoutes);
  await app.register(candidatesRoutes);
  await app.register(companyRoutes);
  await app.register(needsRoutes);
  await app.register(calendarInviteRoutes);
  await app.register(interviewRoutes);
  await app.register(recommendationRoutes);
  await app.register(pageViewRoutes);
  await app.register(opsRoutes);
  await app.register(privacyRoutes);
  await app.register(notificationCentreRoutes);
};
