import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { notFound } from '../errors.ts';
import { answer, errors, instantText, noContent, operation } from '../lib/response-schemas.ts';
import { idParams } from '../routes/ids.ts';
import { listNotifications, markAllRead, markRead } from './notifications.ts';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });

const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().describe('A path inside the app, e.g. /offers/12'),
  createdAt: instantText,
  readAt: instantText.nullable(),
});
const list = {
  ...operation('platform', "The caller's notification centre, newest first"),
  description:
    "Every notice sent to the caller by mail or text (process news, offers, reminders), in the caller's language, with the app path it links to.",
  querystring: listQuery,
  response: {
    200: answer('The newest notifications and how many are unread', z.object({ unread: z.number().int(), items: z.array(notificationSchema) })),
    ...errors(400, 401),
  },
};
const readAll = { ...operation('platform', 'Mark every notification of the caller read'), response: { 204: noContent('Marked'), ...errors(401) } };
const readOne = {
  ...operation('platform', "Mark one of the caller's notifications read"),
  params: idParams,
  response: { 204: noContent('Marked'), ...errors(400, 401, 404) },
};

// The bell: the caller's own notifications only (another user's id is a 404, like a missing one).
export const notificationCentreRoutes = (deps: AppDeps): Route[] => {
  const { db, clock } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/notifications',
      preValidation: requireAuth(),
      schema: list,
      handler: async (request) => listNotifications(db, authOf(request).userId, request.query.limit),
    }),
    defineRoute({
      method: 'POST',
      url: '/notifications/read-all',
      preValidation: requireAuth(),
      schema: readAll,
      handler: async (request, reply) => {
        await markAllRead(db, authOf(request).userId, clock.now());
        return reply.status(204).send(null);
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/notifications/:id/read',
      preValidation: requireAuth(),
      schema: readOne,
      handler: async (request, reply) => {
        if (!(await markRead(db, authOf(request).userId, request.params.id, clock.now()))) throw notFound();
        return reply.status(204).send(null);
      },
    }),
  ];
};
