import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAuth, authOf } from '../auth/plugin.ts';
import { parseInput } from '../routes/parse.ts';
import { applyEvent, createProcess, getProcess } from './engine.ts';
import { listOffers, offersQuerySchema } from './offers.ts';
import { bodyId, idParams } from '../routes/ids.ts';

const createProcessSchema = z.strictObject({ need_id: bodyId, candidate_id: bodyId });
const idempotencyKey = z.string().trim().min(1).max(200).optional();

// Thin: parse, authorize the role, call the engine. Per-object checks live in the engine.
export const workflowRoutes: FastifyPluginAsync = async (app) => {
  const deps = app.deps;

  app.get('/offers', { preHandler: requireAuth() }, async (request) =>
    listOffers(deps.db, authOf(request), parseInput(offersQuerySchema, request.query), request.locale),
  );

  app.post('/processes', { preHandler: requireAuth('company', 'care') }, async (request, reply) => {
    const body = parseInput(createProcessSchema, request.body);
    const view = await createProcess(deps, authOf(request), { needId: body.need_id, candidateId: body.candidate_id });
    return reply.status(201).send(view);
  });
  app.get('/processes/:id', { preHandler: requireAuth() }, async (request) =>
    getProcess(deps, parseInput(idParams, request.params).id, authOf(request)),
  );
  app.post('/processes/:id/events', { preHandler: requireAuth() }, async (request, reply) => {
    const answer = await applyEvent(deps, {
      processId: parseInput(idParams, request.params).id,
      auth: authOf(request),
      locale: request.locale,
      body: request.body,
      idempotencyKey: parseInput(idempotencyKey, request.headers['idempotency-key']),
    });
    // Delivery happens after the commit and off the request path; undelivered mail stays queued for the next flush.
    deps.mailer.flush().catch((err: unknown) => request.log.error({ err }, 'workflow mail flush failed'));
    return reply.status(answer.status).send(answer.body);
  });
};
