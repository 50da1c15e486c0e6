import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { enqueueNeedMatching } from '../matching/enqueue.ts';
import { parseInput } from '../routes/parse.ts';
import { archiveNeed } from './archive-need.ts';
import { archiveInputSchema, needInputSchema } from './need-input.ts';
import { createNeed, getNeedDetail, listNeeds } from './needs-service.ts';
import { idParams } from '../routes/ids.ts';

const listQuery = z.object({ archived: z.coerce.number().int().min(0).max(1).optional().catch(undefined) });

// Needs (job posts) of the signed-in company; care reads all. Per-object checks in the services (404 for others).
export const needsRoutes: FastifyPluginAsync = async (app) => {
  const deps = app.deps;

  app.get('/needs', { preHandler: requireAuth('company', 'care') }, async (request) => {
    const query = parseInput(listQuery, request.query);
    return listNeeds(deps.db, authOf(request), { archived: query.archived as 0 | 1 | undefined }, request.locale);
  });

  app.post('/needs', { preHandler: requireAuth('company') }, async (request, reply) => {
    const input = parseInput(needInputSchema, request.body);
    const need = await createNeed(deps.db, authOf(request), input, deps.clock.now(), request.locale);
    // After the insert committed: matching offers the need to fitting candidates (a sweep catches any miss).
    await enqueueNeedMatching(deps.db, need.id, deps.clock.now());
    return reply.status(201).send(need);
  });

  app.get('/needs/:id', { preHandler: requireAuth('company', 'care') }, async (request) =>
    getNeedDetail(deps.db, authOf(request), parseInput(idParams, request.params).id, request.locale),
  );

  app.post('/needs/:id/archive', { preHandler: requireAuth('company') }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return archiveNeed(deps, authOf(request), id, parseInput(archiveInputSchema, request.body), request.locale);
  });
};
