import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { availabilityInputSchema, getAvailability, putAvailability } from './availability.ts';
import { companyProfileInputSchema, getCompanyProfile, updateCompanyProfile } from './company-profile.ts';
import { companyDashboard } from './dashboard.ts';
import { eventsQuerySchema, listCompanyEvents } from './events-feed.ts';
import { interviewsQuerySchema, listInterviews } from './interviews.ts';

// The signed-in company's own resources: everything is scoped to the caller, so no per-object ids to check.
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const company = { preValidation: requireAuth('company') };

  app.get('/company/dashboard', company, async (request) => companyDashboard(db, authOf(request), clock.now(), request.locale));
  app.get('/company/profile', company, async (request) => getCompanyProfile(db, authOf(request)));
  app.patch('/company/profile', { ...company, schema: { body: companyProfileInputSchema } }, async (request) =>
    updateCompanyProfile(db, authOf(request), request.body, clock.now()),
  );
  app.get('/company/availability', company, async (request) => getAvailability(db, authOf(request)));
  app.put('/company/availability', { ...company, schema: { body: availabilityInputSchema } }, async (request) =>
    putAvailability(db, authOf(request), request.body),
  );
  app.get('/company/interviews', { ...company, schema: { querystring: interviewsQuerySchema } }, async (request) =>
    listInterviews(db, authOf(request), request.query, request.locale),
  );
  app.get('/company/events', { ...company, schema: { querystring: eventsQuerySchema } }, async (request) =>
    listCompanyEvents(db, authOf(request), request.query, request.locale),
  );
};
