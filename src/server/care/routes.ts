import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { DAY } from '../clock.ts';
import { HttpError, notFound } from '../errors.ts';
import { funnelReport } from '../funnel/funnel.ts';
import { opsDepsOf } from '../jobs/ops-worker.ts';
import { recommendCandidate } from '../matching/run-matching.ts';
import { archivedProcesses, companyCredits, openFollowUps, openNeeds, screeningQueue, searchPeople } from './care-queries.ts';
import { friendRecommendations } from './friend-recommendations.ts';
import { bodyId, idParams } from '../routes/ids.ts';
import { reopenRequestBody, requestReopen } from './reopen-request.ts';

const page = { limit: z.coerce.number().int().min(1).max(100).catch(20), offset: z.coerce.number().int().min(0).catch(0) };
const archivedQuery = z.object({ q: z.string().trim().max(100).optional(), ...page });
const searchQuery = z.object({ q: z.string().trim().min(2).max(100) });
const companiesQuery = z.object({ q: z.string().trim().max(100).optional() });
const creditsBody = z.strictObject({ credits: z.number().int().min(0).max(1_000_000) });
const resolveBody = z.strictObject({ note: z.string().trim().max(1000).optional() }).optional();
const recommendBody = z.strictObject({ need_id: bodyId, candidate_id: bodyId });
const pageQuery = z.object(page);
const funnelQuery = z.object({ days: z.coerce.number().int().min(1).max(366).catch(30) });

// The care console's API (role care only). Care changes processes only through the engine's
// POST /api/processes/{id}/events with care.* events; these routes list, resolve follow-ups and adjust credits.
export const careRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = opsDepsOf(app);
  const { db, clock } = deps;
  const care = { preValidation: requireAuth('care') };

  app.get('/care/queue', care, async (request) => ({
    screening: await screeningQueue(db, request.locale),
    follow_ups: await openFollowUps(db, request.locale),
  }));

  app.post('/care/follow-ups/:id/resolve', { ...care, schema: { params: idParams, body: resolveBody } }, async (request, reply) => {
    const {
      params: { id },
      body,
    } = request;
    const res = await db
      .updateTable('care_flags')
      .set({ resolved_at: clock.now(), resolved_by: authOf(request).userId, note: body?.note ?? null })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    if (res.numUpdatedRows === 0n) throw notFound();
    return reply.status(204).send();
  });

  // The parties' way to care: a request to reopen one of their archived processes, with a reason.
  const reopen = { preValidation: requireAuth('candidate', 'company'), schema: { params: idParams, body: reopenRequestBody } };
  app.post('/processes/:id/reopen-request', reopen, async (request, reply) => {
    await requestReopen(db, authOf(request), request.params.id, request.body.reason, clock.now());
    return reply.status(201).send({ requested: true });
  });

  app.get('/care/archived', { ...care, schema: { querystring: archivedQuery } }, async (request) => {
    const q = request.query;
    return { data: await archivedProcesses(db, request.locale, q.q || undefined, q.limit, q.offset) };
  });

  app.get('/care/search', { ...care, schema: { querystring: searchQuery } }, async (request) => searchPeople(db, request.locale, request.query.q));

  app.get('/care/companies', { ...care, schema: { querystring: companiesQuery } }, async (request) => ({
    data: await companyCredits(db, request.query.q || undefined),
  }));

  app.get('/care/needs', { ...care, schema: { querystring: companiesQuery } }, async (request) => ({
    data: await openNeeds(db, request.locale, request.query.q || undefined),
  }));

  app.patch('/care/companies/:id', { ...care, schema: { params: idParams, body: creditsBody } }, async (request) => {
    const { id } = request.params;
    const { credits } = request.body;
    const row = await db
      .updateTable('companies')
      .set({ credits, updated_at: clock.now() })
      .where('user_id', '=', id)
      .returning(['user_id as id', 'name', 'credits'])
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  });

  app.post('/care/recommendations', { ...care, schema: { body: recommendBody } }, async (request, reply) => {
    const { body } = request;
    const processId = await recommendCandidate(deps, authOf(request), { needId: body.need_id, candidateId: body.candidate_id, source: 'care' });
    if (processId === null) throw new HttpError(409, careErrors.alreadyInProcess);
    return reply.status(201).send({ process_id: processId });
  });

  app.get('/care/friend-recommendations', { ...care, schema: { querystring: pageQuery } }, async (request) => {
    const q = request.query;
    return { data: await friendRecommendations(db, q.limit, q.offset) };
  });

  app.get('/care/funnel', { ...care, schema: { querystring: funnelQuery } }, async (request) => {
    const { days } = request.query;
    const to = clock.now();
    return funnelReport(db, new Date(to.getTime() - days * DAY), to);
  });
};

export const careErrors = {
  alreadyInProcess: /*i18n*/ { id: 'ops.care.already_in_process', message: 'This candidate already has a process for this post' },
};
