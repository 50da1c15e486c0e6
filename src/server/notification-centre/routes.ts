import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { notFound } from '../errors.ts';
import { idParams } from '../routes/ids.ts';
import { listNotifications, markAllRead, markRead } from './notifications.ts';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });

// The bell: the caller's own notifications only (another user's id is a 404, like a missing one).
export const notificationCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.get('/notifications', { preValidation: requireAuth(), schema: { querystring: listQuery } }, async (request) =>
    listNotifications(db, authOf(request).userId, request.query.limit),
  );
  app.post('/notifications/read-all', { preValidation: requireAuth() }, async (request, reply) => {
    await markAllRead(db, authOf(request).userId, clock.now());
    return reply.status(204).send();
  });
  app.post('/notifications/:id/read', { preValidation: requireAuth(), schema: { params: idParams } }, async (request, reply) => {
    if (!(await markRead(db, authOf(request).userId, request.params.id, clock.now()))) throw notFound();
    return reply.status(204).send();
  });
};
