import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { authOf, companyIdOf, requireAuth } from '../auth/plugin.ts';
import { answer, errors, operation } from '../lib/response-schemas.ts';
import { availabilityInputSchema, getAvailability, putAvailability } from './availability.ts';
import { companyProfileInputSchema, getCompanyProfile, updateCompanyProfile } from './company-profile.ts';
import { availabilitySchema, companyEventsSchema, companyInterviewsSchema, companyProfileSchema, dashboardSchema } from './company-schemas.ts';
import { companyDashboard } from './dashboard.ts';
import { eventsQuerySchema, listCompanyEvents } from './events-feed.ts';
import { interviewsQuerySchema, listInterviews } from './interviews.ts';
import { assertCan } from './team-access.ts';

const dashboard = {
  ...operation('company', 'Credits, open needs with counts per status, processes waiting for the company, upcoming interviews'),
  response: { 200: answer('Dashboard', dashboardSchema), ...errors(401, 403) },
};
const profile = {
  ...operation('company', "The signed-in company's data, contact person and credits"),
  response: { 200: answer('Profile', companyProfileSchema), ...errors(401, 403) },
};
const editProfile = {
  ...operation('company', "Update the company's data and contact person (credits are not editable)"),
  body: companyProfileInputSchema,
  response: { 200: answer('Updated profile', companyProfileSchema), ...errors(400, 401, 403) },
};
const availability = {
  ...operation('company', 'Weekly availability for interviews (weekday 0 = Monday … 6 = Sunday, local hours)'),
  response: { 200: answer('Availability', availabilitySchema), ...errors(401, 403) },
};
const putAvailabilitySchema = {
  ...operation('company', 'Replace the weekly availability (intervals must not overlap within a day)'),
  body: availabilityInputSchema,
  response: { 200: answer('Saved availability', availabilitySchema), ...errors(400, 401, 403) },
};
const interviews = {
  ...operation('company', 'Scheduled interviews and options on the table between two days (calendar)'),
  querystring: interviewsQuerySchema,
  response: { 200: answer('Interviews and options, by start', companyInterviewsSchema), ...errors(400, 401, 403) },
};
const events = {
  ...operation('company', "Every process event across the company's needs, newest first (keyset paging with `before`)"),
  querystring: eventsQuerySchema,
  response: { 200: answer('Events', companyEventsSchema), ...errors(400, 401, 403) },
};

// The signed-in company's own resources: everything is scoped to the caller, so no per-object ids to check.
export const companyRoutes = (deps: AppDeps): Route[] => {
  const { db, clock } = deps;
  const company = requireAuth('company');
  // The company's own profile and availability: only members allowed to write for it change them.
  const writer = (request: FastifyRequest) => {
    const auth = authOf(request);
    assertCan(auth, 'company.write', { companyId: companyIdOf(auth) });
    return auth;
  };
  return [
    defineRoute({
      method: 'GET',
      url: '/company/dashboard',
      preValidation: company,
      schema: dashboard,
      handler: async (request) => companyDashboard(db, authOf(request), clock.now(), request.locale),
    }),
    defineRoute({
      method: 'GET',
      url: '/company/profile',
      preValidation: company,
      schema: profile,
      handler: async (request) => getCompanyProfile(db, authOf(request)),
    }),
    defineRoute({
      method: 'PATCH',
      url: '/company/profile',
      preValidation: company,
      schema: editProfile,
      handler: async (request) => updateCompanyProfile(db, writer(request), request.body, clock.now()),
    }),
    defineRoute({
      method: 'GET',
      url: '/company/availability',
      preValidation: company,
      schema: availability,
      handler: async (request) => getAvailability(db, authOf(request)),
    }),
    defineRoute({
      method: 'PUT',
      url: '/company/availability',
      preValidation: company,
      schema: putAvailabilitySchema,
      handler: async (request) => putAvailability(db, writer(request), request.body),
    }),
    defineRoute({
      method: 'GET',
      url: '/company/interviews',
      preValidation: company,
      schema: interviews,
      handler: async (request) => listInterviews(db, authOf(request), request.query, request.locale),
    }),
    defineRoute({
      method: 'GET',
      url: '/company/events',
      preValidation: company,
      schema: events,
      handler: async (request) => listCompanyEvents(db, authOf(request), request.query, request.locale),
    }),
  ];
};
