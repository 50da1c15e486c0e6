import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { idParams } from '../routes/ids.ts';
import { accessLogOf } from './access-log.ts';

// The privacy area's own resources: the candidate's "who viewed my profile and CV", and care's view of it.
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get('/privacy/access-log', { preValidation: requireAuth('candidate') }, async (request) => accessLogOf(db, authOf(request).userId));
  app.get('/care/candidates/:id/access-log', { preValidation: requireAuth('care'), schema: { params: idParams } }, async (request) =>
    accessLogOf(db, request.params.id),
  );
};
