import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { answer, errors, operation } from '../lib/response-schemas.ts';
import { recordAccess } from '../privacy/access-log.ts';
import { candidateProfile } from './candidate-profile.ts';
import { candidatesPageSchema, companyCandidateProfileSchema } from './candidate-schemas.ts';
import { listCandidates } from './list-candidates.ts';
import { candidatesQuerySchema } from './list-query.ts';
import { idParams } from '../routes/ids.ts';

const list = {
  ...operation('company', "The company's candidates (linked to its needs by a process), spec §2 filters, newest recommendation first"),
  querystring: candidatesQuerySchema,
  response: {
    200: answer('A page of candidates; `total` stops counting at 1000 (`total_is_capped`)', candidatesPageSchema),
    ...errors(400, 401, 403),
  },
};
const profile = {
  ...operation('company', "A candidate's profile for a company linked to it by a process (contact only after accepting)"),
  params: idParams,
  response: { 200: answer('The profile', companyCandidateProfileSchema), ...errors(400, 401, 403, 404) },
};

// The company's candidates: those linked to its needs by a process. The CV itself is the platform's
// GET /api/cv/{candidate_id}, authorized by canReadCv (src/server/privacy/disclosure.ts decides).
export const candidatesRoutes = (deps: AppDeps): Route[] => {
  const { db, clock } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/candidates',
      preValidation: requireAuth('company'),
      schema: list,
      handler: async (request) => listCandidates(db, authOf(request), request.query, request.locale),
    }),
    defineRoute({
      method: 'GET',
      url: '/candidates/:id',
      preValidation: requireAuth('company', 'care'),
      schema: profile,
      handler: async (request) => {
        const { id } = request.params;
        const profile = await candidateProfile(db, authOf(request), id, clock.now(), request.locale);
        await recordAccess(db, authOf(request), id, 'profile', clock.now());
        return profile;
      },
    }),
  ];
};
