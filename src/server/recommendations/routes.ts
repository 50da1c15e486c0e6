import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { answer, errorAnswer, errors, instantText, operation } from '../lib/response-schemas.ts';
import { RECOMMENDATIONS_PER_30_DAYS, RECOMMENDATIONS_PER_DAY } from './invitation-rules.ts';
import { listRecommendations, recommendationInputSchema, recommendFriend } from './recommendations.ts';

const recommendationSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    phone: z.string().describe('without separators'),
    note: z.string().nullable(),
    process_id: z.number().int().nullable(),
    created_at: instantText,
  })
  .meta({ id: 'Recommendation' });
const recommend = {
  ...operation('candidate', 'Recommend a friend (candidates)'),
  description: [
    'The friend gets one invitation in the product’s words (the sender’s name and her note), unless the address asked',
    'to stop or was invited lately: the recommendation is stored either way, and the answer does not say which.',
    'No link or web address in the name or the note.',
  ].join(' '),
  body: recommendationInputSchema,
  response: {
    201: answer('Stored', recommendationSchema),
    ...errors(400, 401, 403, 404),
    429: errorAnswer(
      `This candidate made ${RECOMMENDATIONS_PER_DAY} recommendations in 24 hours or ${RECOMMENDATIONS_PER_30_DAYS} in 30 days (or the rate limit was reached); Retry-After gives the seconds to wait.`,
    ),
  },
};
const list = {
  ...operation('candidate', 'The friends the signed-in candidate recommended, newest first'),
  response: { 200: answer('Recommendations', z.object({ data: z.array(recommendationSchema) })), ...errors(401, 403) },
};

// Recommend-a-friend: a candidate stores a friend; the job queue invites them (notifications/friend-invitation.ts).
export const recommendationRoutes = (deps: AppDeps): Route[] => {
  const { db, clock } = deps;
  return [
    defineRoute({
      method: 'POST',
      url: '/recommendations',
      preValidation: requireAuth('candidate'),
      schema: recommend,
      handler: async (request, reply) => {
        return reply.status(201).send(await recommendFriend(db, authOf(request), request.body, clock.now()));
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/recommendations',
      preValidation: requireAuth('candidate'),
      schema: list,
      handler: async (request) => listRecommendations(db, authOf(request)),
    }),
  ];
};
