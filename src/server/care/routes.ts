import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { DAY } from '../clock.ts';
import { HttpError, notFound } from '../errors.ts';
import { funnelReport } from '../funnel/funnel.ts';
import { opsDepsOf } from '../jobs/ops-worker.ts';
import { recommendCandidate } from '../matching/run-matching.ts';
import { archivedProcesses, companyCredits, openFollowUps, openNeeds, screeningQueue, searchPeople, type CareViewer } from './care-queries.ts';
import { actorOf } from '../workflow/process-view.ts';
import { friendRecommendations } from './friend-recommendations.ts';
import { candidatePosts } from './candidate-posts.ts';
import { needExists, resolveFollowUp, setCompanyCredits } from './care-records.ts';
import { leftOutOf, recommendedFor } from '../matching/left-out.ts';
import { bodyId, idParams } from '../routes/ids.ts';
import { reopenRequestBody, requestReopen } from './reopen-request.ts';
import { answer, errorAnswer, errors, noContent, operation } from '../lib/response-schemas.ts';
import {
  candidatePostsSchema,
  careCompaniesSchema,
  careNeedsSchema,
  careProcessListSchema,
  careQueueSchema,
  careSearchSchema,
  companyCreditsSchema,
  leftOutSchema,
  recommendedSchema,
  friendRecommendationsSchema,
  funnelReportSchema,
} from './care-schemas.ts';

// `.default` after `.catch`: the contract then reads both as optional query parameters.
const page = { limit: z.coerce.number().int().min(1).max(100).catch(20).default(20), offset: z.coerce.number().int().min(0).catch(0).default(0) };
const archivedQuery = z.object({ q: z.string().trim().max(100).optional(), ...page });
const searchQuery = z.object({ q: z.string().trim().min(2).max(100) });
const companiesQuery = z.object({ q: z.string().trim().max(100).optional() });
const creditsBody = z.strictObject({ credits: z.number().int().min(0).max(1_000_000) });
const resolveBody = z.strictObject({ note: z.string().trim().max(1000).optional() }).optional();
const recommendBody = z.strictObject({ need_id: bodyId, candidate_id: bodyId });
const pageQuery = z.object(page);
const funnelQuery = z.object({ days: z.coerce.number().int().min(1).max(366).catch(30).default(30) });

const queue = {
  ...operation('care', 'Candidates waiting for their phone screen (by call slot) and the open follow-ups'),
  response: { 200: answer('The queue', careQueueSchema), ...errors(401, 403) },
};
const resolve = {
  ...operation('care', 'Close a follow-up (no-show, rejected final offer, unanswered proposal) with an optional note'),
  params: idParams,
  body: resolveBody,
  response: { 204: noContent('Resolved'), ...errors(400, 401, 403, 404) },
};
const reopen = {
  ...operation('workflow', "Ask customer care to reopen one of the caller's archived processes, with a reason (a care follow-up)"),
  params: idParams,
  body: reopenRequestBody,
  response: {
    201: answer('Care has the request', z.object({ requested: z.boolean() })),
    ...errors(400, 401, 403, 404),
    409: errorAnswer('The process is not archived, or a request to reopen it is already open'),
  },
};
const archived = {
  ...operation('care', 'Archived processes, newest first, optionally by candidate or company name or email'),
  querystring: archivedQuery,
  response: { 200: answer('Archived processes', careProcessListSchema), ...errors(400, 401, 403) },
};
const search = {
  ...operation('care', 'Candidates and companies by name, email or phone, with their processes'),
  querystring: searchQuery,
  response: { 200: answer('Matches', careSearchSchema), ...errors(400, 401, 403) },
};
const companies = {
  ...operation('care', 'Companies with their credits and open needs'),
  querystring: companiesQuery,
  response: { 200: answer('Companies', careCompaniesSchema), ...errors(400, 401, 403) },
};
const needs = {
  ...operation('care', 'Open needs care may recommend a candidate for, newest first (company, title or city containing q)'),
  querystring: companiesQuery,
  response: { 200: answer('Open needs', careNeedsSchema), ...errors(400, 401, 403) },
};
const posts = {
  ...operation('care', 'The open posts care may recommend a candidate for, with their fit, best first (company, title or city containing q)'),
  description: [
    'The fit is matching’s own (job title, specialty, search status, black list, work type, pay, place, working-time limits, no-shows):',
    'posts that fit come first by score, then those missing the fewest criteria, each with every criterion missed.',
    '`offer_deadline` is when the candidate’s time to answer would end were the offer sent now.',
  ].join(' '),
  params: idParams,
  querystring: companiesQuery,
  response: { 200: answer('Posts with their fit', candidatePostsSchema), ...errors(400, 401, 403, 404) },
};
const leftOut = {
  ...operation('care', "The candidates a post's last matching run did not offer it, with every reason and factor, nearest first"),
  params: idParams,
  response: { 200: answer('Left out, and why', leftOutSchema), ...errors(400, 401, 403, 404) },
};
const recommended = {
  ...operation('care', 'Who a post was recommended to, best rank first, with every factor of each explanation'),
  params: idParams,
  response: { 200: answer('Recommended, with their factors', recommendedSchema), ...errors(400, 401, 403, 404) },
};
const credits = {
  ...operation('care', "Set a company's credits"),
  params: idParams,
  body: creditsBody,
  response: { 200: answer('Updated', companyCreditsSchema), ...errors(400, 401, 403, 404) },
};
const recommend = {
  ...operation('care', 'Recommend a candidate for a need by hand (an offer through the workflow engine)'),
  body: recommendBody,
  response: {
    201: answer('Offer created', z.object({ process_id: z.number().int() })),
    ...errors(400, 401, 403, 404),
    409: errorAnswer('Already in a process for this need'),
  },
};
const friends = {
  ...operation('care', 'Recommend-a-friend, newest first, with invitation and registration dates'),
  querystring: pageQuery,
  response: { 200: answer('Recommendations', friendRecommendationsSchema), ...errors(400, 401, 403) },
};
const funnel = {
  ...operation('care', 'The hiring funnel of the processes created in the last `days` days, time in each state, exits, page views'),
  querystring: funnelQuery,
  response: { 200: answer('Funnel report', funnelReportSchema), ...errors(400, 401, 403) },
};

// The care console's API (role care only). Care changes processes only through the engine's
// POST /api/processes/{id}/events with care.* events; these routes list, resolve follow-ups and adjust credits.
export const careRoutes = (appDeps: AppDeps): Route[] => {
  const deps = opsDepsOf({ deps: appDeps });
  const { db, clock } = deps;
  const care = requireAuth('care');
  const viewerOf = (request: FastifyRequest): CareViewer => ({ actor: actorOf(authOf(request)), now: clock.now() });
  return [
    defineRoute({
      method: 'GET',
      url: '/care/queue',
      preValidation: care,
      schema: queue,
      handler: async (request) => ({
        screening: await screeningQueue(db, request.locale, viewerOf(request)),
        follow_ups: await openFollowUps(db, request.locale, viewerOf(request)),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/care/follow-ups/:id/resolve',
      preValidation: care,
      schema: resolve,
      handler: async (request, reply) => {
        const {
          params: { id },
          body,
        } = request;
        if (!(await resolveFollowUp(db, id, authOf(request).userId, body?.note ?? null, clock.now()))) throw notFound();
        return reply.status(204).send(null);
      },
    }),
    // The parties' way to care: a request to reopen one of their archived processes, with a reason.
    defineRoute({
      method: 'POST',
      url: '/processes/:id/reopen-request',
      preValidation: requireAuth('candidate', 'company'),
      schema: reopen,
      handler: async (request, reply) => {
        await requestReopen(db, authOf(request), request.params.id, request.body.reason, clock.now());
        return reply.status(201).send({ requested: true });
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/care/archived',
      preValidation: care,
      schema: archived,
      handler: async (request) => {
        const q = request.query;
        return { data: await archivedProcesses(db, request.locale, viewerOf(request), q.q || undefined, q.limit, q.offset) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/care/search',
      preValidation: care,
      schema: search,
      handler: async (request) => searchPeople(db, request.locale, viewerOf(request), request.query.q),
    }),
    defineRoute({
      method: 'GET',
      url: '/care/companies',
      preValidation: care,
      schema: companies,
      handler: async (request) => ({
        data: await companyCredits(db, request.query.q || undefined),
      }),
    }),
    defineRoute({
      method: 'GET',
      url: '/care/needs',
      preValidation: care,
      schema: needs,
      handler: async (request) => ({
        data: await openNeeds(db, request.locale, request.query.q || undefined),
      }),
    }),
    defineRoute({
      method: 'GET',
      url: '/care/needs/:id/left-out',
      preValidation: care,
      schema: leftOut,
      handler: async (request) => {
        const { id } = request.params;
        if (!(await needExists(db, id))) throw notFound();
        return { data: await leftOutOf(db, id) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/care/needs/:id/recommended',
      preValidation: care,
      schema: recommended,
      handler: async (request) => {
        const { id } = request.params;
        if (!(await needExists(db, id))) throw notFound();
        return { data: await recommendedFor(db, id) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/care/candidates/:id/posts',
      preValidation: care,
      schema: posts,
      handler: async (request) => candidatePosts(db, request.locale, request.params.id, request.query.q || undefined, clock.now()),
    }),
    defineRoute({
      method: 'PATCH',
      url: '/care/companies/:id',
      preValidation: care,
      schema: credits,
      handler: async (request) => {
        const row = await setCompanyCredits(db, request.params.id, request.body.credits, clock.now());
        if (!row) throw notFound();
        return row;
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/care/recommendations',
      preValidation: care,
      schema: recommend,
      handler: async (request, reply) => {
        const { body } = request;
        const processId = await recommendCandidate(deps, authOf(request), { needId: body.need_id, candidateId: body.candidate_id, source: 'care' });
        if (processId === null) throw new HttpError(409, careErrors.alreadyInProcess);
        return reply.status(201).send({ process_id: processId });
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/care/friend-recommendations',
      preValidation: care,
      schema: friends,
      handler: async (request) => {
        const q = request.query;
        return { data: await friendRecommendations(db, q.limit, q.offset) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/care/funnel',
      preValidation: care,
      schema: funnel,
      handler: async (request) => {
        const { days } = request.query;
        const to = clock.now();
        return funnelReport(db, new Date(to.getTime() - days * DAY), to);
      },
    }),
  ];
};

export const careErrors = {
  alreadyInProcess: /*i18n*/ { id: 'ops.care.already_in_process', message: 'This candidate already has a process for this post' },
};
