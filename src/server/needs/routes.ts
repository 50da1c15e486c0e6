import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { enqueueNeedMatching } from '../matching/enqueue.ts';
import { archiveNeed } from './archive-need.ts';
import { editNeed } from './edit-need.ts';
import { archiveInputSchema, needInputSchema } from './need-input.ts';
import { createNeed, getNeedDetail, listNeeds } from './needs-service.ts';
import { idParams } from '../routes/ids.ts';

const listQuery = z.object({ archived: z.coerce.number().int().min(0).max(1).optional().catch(undefined) });

// Needs (job posts) of the signed-in company; care reads all. Per-object checks in the services (404 for others).
export const needsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/needs', { preValidation: requireAuth('company', 'care'), schema: { querystring: listQuery } }, async (request) =>
    listNeeds(deps.db, authOf(request), { archived: request.query.archived as 0 | 1 | undefined }, request.locale),
  );

  app.post('/needs', { preValidation: requireAuth('company'), schema: { body: needInputSchema } }, async (request, reply) => {
    const need = await createNeed(deps.db, authOf(request), request.body, deps.clock.now(), request.locale);
    // After the insert committed: matching offers the need to fitting candidates (a sweep catches any miss).
    await enqueueNeedMatching(deps.db, need.id, deps.clock.now());
    return reply.status(201).send(need);
  });

  app.get('/needs/:id', { preValidation: requireAuth('company', 'care'), schema: { params: idParams } }, async (request) =>
    getNeedDetail(deps.db, authOf(request), request.params.id, request.locale),
  );

  app.patch('/needs/:id', { preValidation: requireAuth('company'), schema: { params: idParams, body: needInputSchema } }, async (request) =>
    editNeed(deps, authOf(request), request.params.id, request.body, request.locale),
  );

  app.post('/needs/:id/archive', { preValidation: requireAuth('company'), schema: { params: idParams, body: archiveInputSchema } }, async (request) =>
    archiveNeed(deps, authOf(request), request.params.id, request.body, request.locale),
  );
};
