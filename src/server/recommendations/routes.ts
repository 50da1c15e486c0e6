import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { listRecommendations, recommendationInputSchema, recommendFriend } from './recommendations.ts';

// Recommend-a-friend (issue 5): a candidate stores a friend; customer care invites them.
export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.post('/recommendations', { preValidation: requireAuth('candidate'), schema: { body: recommendationInputSchema } }, async (request, reply) => {
    return reply.status(201).send(await recommendFriend(db, authOf(request), request.body, clock.now()));
  });
  app.get('/recommendations', { preValidation: requireAuth('candidate') }, async (request) => listRecommendations(db, authOf(request)));
};
