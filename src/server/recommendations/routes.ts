import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { answer, errors, instantText, operation } from '../lib/response-schemas.ts';
import { listRecommendations, recommendationInputSchema, recommendFriend } from './recommendations.ts';

const recommendationSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    phone: z.string().describe('without separators'),
    process_id: z.number().int().nullable(),
    created_at: instantText,
  })
  .meta({ id: 'Recommendation' });
const recommend = {
  ...operation('candidate', 'Recommend a friend (candidates)'),
  body: recommendationInputSchema,
  response: { 201: answer('Stored', recommendationSchema), ...errors(400, 401, 403, 404) },
};
const list = {
  ...operation('candidate', 'The friends the signed-in candidate recommended, newest first'),
  response: { 200: answer('Recommendations', z.object({ data: z.array(recommendationSchema) })), ...errors(401, 403) },
};

// Recommend-a-friend (issue 5): a candidate stores a friend; customer care invites them.
export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.post('/recommendations', { preValidation: requireAuth('candidate'), schema: recommend }, async (request, reply) => {
    return reply.status(201).send(await recommendFriend(db, authOf(request), request.body, clock.now()));
  });
  app.get('/recommendations', { preValidation: requireAuth('candidate'), schema: list }, async (request) => listRecommendations(db, authOf(request)));
};
