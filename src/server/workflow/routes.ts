import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { requireAuth, authOf } from '../auth/plugin.ts';
import { parseInput } from '../routes/parse.ts';
import { applyEvent, createProcess, getProcess } from './engine.ts';
import { eventRequestSchema } from '../../../machines/index.ts';
import { listOffers, offersQuerySchema } from './offers.ts';
import { bodyId, idParams } from '../routes/ids.ts';
import { answer, errorAnswer, errors, operation } from '../lib/response-schemas.ts';
import { offersPageSchema, processViewSchema } from './process-schemas.ts';

const createProcessSchema = z.strictObject({ need_id: bodyId, candidate_id: bodyId });
const idempotencyKey = z.string().trim().min(1).max(200).optional();

const offers = {
  ...operation('workflow', "Processes seen as offers (candidate - its own; company - its needs'; care - all). `process` narrows to one."),
  description: [
    "Spec §2 filters. `process` answers a list of zero or one offer: empty when the process is not the caller's.",
    'limit/offset fall back to 10/0 when invalid. need__archived 1 = archived processes or needs, 0 = active ones.',
  ].join('\n'),
  querystring: offersQuerySchema,
  response: {
    200: answer(
      'Offers (an empty list when none), processes still going before ended ones, each newest first; `total` stops counting at 1000 (`total_is_capped`)',
      offersPageSchema,
    ),
    ...errors(400, 401),
  },
};
const create = {
  ...operation('workflow', 'Offer a candidate for a need (the company owning the need, or care); the process starts in `offered`'),
  body: createProcessSchema,
  response: {
    201: answer('The new process', processViewSchema),
    ...errors(400, 401, 403, 404),
    409: errorAnswer('The candidate already has a process for this need'),
  },
};
const read = {
  ...operation('workflow', 'A hiring process - snapshot, both statuses, the events the caller may send now, and the history'),
  params: idParams,
  response: { 200: answer("The process (404 when it is not the caller's)", processViewSchema), ...errors(400, 401, 404) },
};
const send = {
  ...operation('workflow', 'Send a hiring-machine event (machines/events.ts) as the signed-in side'),
  description: [
    'The server adds the caller (role and id) and its clock, restores the snapshot, checks the machine allows the',
    'event now, and in one transaction writes the snapshot (compare-and-set on `expectedVersion`), appends the',
    'event to the log and queues the mail to the other side. A retry with the same `Idempotency-Key` returns',
    'the first answer. Nothing is written when the answer is an error.',
    "An event of another role is 403; so is every `system.*` event, whoever sends it: only the server's own work",
    "(its deadline jobs, an account's erasure) sends those.",
  ].join('\n'),
  params: idParams,
  // Documented here, read (and refused with a field error "_") by checkIdempotencyKey before the body.
  headers: z.looseObject({ 'idempotency-key': z.string().optional().describe('a retry with the same key returns the first answer') }),
  body: eventRequestSchema,
  response: {
    200: answer('The process after the event', processViewSchema),
    ...errors(400, 401, 403, 404),
    409: errorAnswer('Stale expectedVersion, or the event is not allowed now (archived, before/after the interview start, wrong stage)'),
    422: errorAnswer('Idempotency-Key already used with a different body'),
  },
};

// Thin: parse, authorize the role, call the engine. Per-object checks live in the engine.
export const workflowRoutes = (deps: AppDeps): Route[] => {
  // The Idempotency-Key header is checked before the body (its field error is "_", as parseInput names a bare value).
  const idempotencyKeyOf = (request: FastifyRequest) => parseInput(idempotencyKey, request.headers['idempotency-key']);
  const checkIdempotencyKey = async (request: FastifyRequest) => void idempotencyKeyOf(request);
  const events = { preValidation: [requireAuth(), checkIdempotencyKey], schema: send };
  return [
    defineRoute({
      method: 'GET',
      url: '/offers',
      preValidation: requireAuth(),
      schema: offers,
      handler: async (request) => listOffers(deps.db, authOf(request), request.query, request.locale, deps.clock.now()),
    }),
    defineRoute({
      method: 'POST',
      url: '/processes',
      preValidation: requireAuth('company', 'care'),
      schema: create,
      handler: async (request, reply) => {
        const view = await createProcess(deps, authOf(request), { needId: request.body.need_id, candidateId: request.body.candidate_id });
        return reply.status(201).send(view);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/processes/:id',
      preValidation: requireAuth(),
      schema: read,
      handler: async (request) => getProcess(deps, request.params.id, authOf(request)),
    }),
    defineRoute({
      method: 'POST',
      url: '/processes/:id/events',
      ...events,
      handler: async (request, reply) => {
        const answer = await applyEvent(deps, {
          processId: request.params.id,
          auth: authOf(request),
          locale: request.locale,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request),
        });
        // Delivery happens after the commit and off the request path; undelivered mail stays queued for the next flush.
        deps.mailer.deliverSoon();
        return reply.status(answer.status).send(answer.body);
      },
    }),
  ];
};
