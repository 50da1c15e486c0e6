import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { parseInput } from '../routes/parse.ts';
import { availabilityInputSchema, getAvailability, putAvailability } from './availability.ts';
import { companyProfileInputSchema, getCompanyProfile, updateCompanyProfile } from './company-profile.ts';
import { companyDashboard } from './dashboard.ts';
import { eventsQuerySchema, listCompanyEvents } from './events-feed.ts';
import { interviewsQuerySchema, listInterviews } from './interviews.ts';

// The signed-in company's own resources: everything is scoped to the caller, so no per-object ids to check.
export const companyRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock } = app.deps;
  const company = { preHandler: requireAuth('company') };

  app.get('/company/dashboard', company, async (request) => companyDashboard(db, authOf(request), clock.now(), request.locale));
  app.get('/company/profile', company, async (request) => getCompanyProfile(db, authOf(request)));
  app.patch('/company/profile', company, async (request) =>
    updateCompanyProfile(db, authOf(request), parseInput(companyProfileInputSchema, request.body), clock.now()),
  );
  app.get('/company/availability', company, async (request) => getAvailability(db, authOf(request)));
  app.put('/company/availability', company, async (request) =>
    putAvailability(db, authOf(request), parseInput(availabilityInputSchema, request.body)),
  );
  app.get('/company/interviews', company, async (request) =>
    listInterviews(db, authOf(request), parseInput(interviewsQuerySchema, request.query), request.locale),
  );
  app.get('/company/events', company, async (request) => listCompanyEvents(db, authOf(request), parseInput(eventsQuerySchema, request.query), request.locale));
};
