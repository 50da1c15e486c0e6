import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { parseInput } from '../routes/parse.ts';
import { listRecommendations, recommendationInputSchema, recommendFriend } from './recommendations.ts';

// Recommend-a-friend (issue 5): a candidate stores a friend; customer care invites them.
export const recommendationRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock } = app.deps;
  app.post('/recommendations', { preHandler: requireAuth('candidate') }, async (request, reply) => {
    const input = parseInput(recommendationInputSchema, request.body);
    return reply.status(201).send(await recommendFriend(db, authOf(request), input, clock.now()));
  });
  app.get('/recommendations', { preHandler: requireAuth('candidate') }, async (request) => listRecommendations(db, authOf(request)));
};
