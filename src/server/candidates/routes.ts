import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { recordAccess } from '../privacy/access-log.ts';
import { candidateProfile } from './candidate-profile.ts';
import { listCandidates } from './list-candidates.ts';
import { candidatesQuerySchema } from './list-query.ts';
import { idParams } from '../routes/ids.ts';

// The company's candidates: those linked to its needs by a process. The CV itself is the platform's
// GET /api/cv/{candidate_id}, authorized by canReadCv (src/server/privacy/disclosure.ts decides).
export const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get('/candidates', { preValidation: requireAuth('company'), schema: { querystring: candidatesQuerySchema } }, async (request) =>
    listCandidates(db, authOf(request), request.query, request.locale),
  );

  app.get('/candidates/:id', { preValidation: requireAuth('company', 'care'), schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const profile = await candidateProfile(db, authOf(request), id, clock.now(), request.locale);
    await recordAccess(db, authOf(request), id, 'profile', clock.now());
    return profile;
  });
};
