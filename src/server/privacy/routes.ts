import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { idParams } from '../routes/ids.ts';
import { parseInput } from '../routes/parse.ts';
import { accessLogOf } from './access-log.ts';


// The privacy area's own resources: the candidate's "who viewed my profile and CV", and care's view of it.
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.get('/privacy/access-log', { preHandler: requireAuth('candidate') }, async (request) => accessLogOf(db, authOf(request).userId));
  app.get('/care/candidates/:id/access-log', { preHandler: requireAuth('care') }, async (request) =>
    accessLogOf(db, parseInput(idParams, request.params).id),
  );
};
