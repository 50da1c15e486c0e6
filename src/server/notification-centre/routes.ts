import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { notFound } from '../errors.ts';
import { idParams } from '../routes/ids.ts';
import { parseInput } from '../routes/parse.ts';
import { listNotifications, markAllRead, markRead } from './notifications.ts';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });

// The bell: the caller's own notifications only (another user's id is a 404, like a missing one).
export const notificationCentreRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock } = app.deps;
  app.get('/notifications', { preHandler: requireAuth() }, async (request) =>
    listNotifications(db, authOf(request).userId, parseInput(listQuery, request.query).limit),
  );
  app.post('/notifications/read-all', { preHandler: requireAuth() }, async (request, reply) => {
    await markAllRead(db, authOf(request).userId, clock.now());
    return reply.status(204).send();
  });
  app.post('/notifications/:id/read', { preHandler: requireAuth() }, async (request, reply) => {
    if (!(await markRead(db, authOf(request).userId, parseInput(idParams, request.params).id, clock.now()))) throw notFound();
    return reply.status(204).send();
  });
};
