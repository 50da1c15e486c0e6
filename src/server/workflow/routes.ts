import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, authOf } from '../auth/plugin.ts';
import { parseInput } from '../routes/parse.ts';
import { applyEvent, createProcess, getProcess } from './engine.ts';
import { eventRequestSchema } from '../../../machines/index.ts';
import { listOffers, offersQuerySchema } from './offers.ts';
import { bodyId, idParams } from '../routes/ids.ts';

const createProcessSchema = z.strictObject({ need_id: bodyId, candidate_id: bodyId });
const idempotencyKey = z.string().trim().min(1).max(200).optional();

// Thin: parse, authorize the role, call the engine. Per-object checks live in the engine.
export const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/offers', { preValidation: requireAuth(), schema: { querystring: offersQuerySchema } }, async (request) =>
    listOffers(deps.db, authOf(request), request.query, request.locale),
  );

  app.post('/processes', { preValidation: requireAuth('company', 'care'), schema: { body: createProcessSchema } }, async (request, reply) => {
    const view = await createProcess(deps, authOf(request), { needId: request.body.need_id, candidateId: request.body.candidate_id });
    return reply.status(201).send(view);
  });
  app.get('/processes/:id', { preValidation: requireAuth(), schema: { params: idParams } }, async (request) =>
    getProcess(deps, request.params.id, authOf(request)),
  );
  // The Idempotency-Key header is checked before the body (its field error is "_", as parseInput names a bare value).
  const idempotencyKeyOf = (request: FastifyRequest) => parseInput(idempotencyKey, request.headers['idempotency-key']);
  const checkIdempotencyKey = async (request: FastifyRequest) => void idempotencyKeyOf(request);
  const events = { preValidation: [requireAuth(), checkIdempotencyKey], schema: { params: idParams, body: eventRequestSchema } };
  app.post('/processes/:id/events', events, async (request, reply) => {
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
  });
};
