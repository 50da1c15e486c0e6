import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { listCandidateInterviews } from './candidate-interviews.ts';

// The signed-in candidate's interviews across all processes (the company has /company/interviews, care the console).
export const interviewRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock } = app.deps;
  app.get('/interviews', { preValidation: requireAuth('candidate') }, async (request) =>
    listCandidateInterviews(db, authOf(request), clock.now(), request.locale),
  );
};
