import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { buildInvite } from './ics.ts';
import { inviteOfProcess } from './invite-of-process.ts';
import { idParams } from '../routes/ids.ts';

// The .ics of a process's interview, made by the server so every calendar gets the same, updatable entry.
export const calendarInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock } = app.deps;
  app.get('/processes/:id/interview.ics', { preValidation: requireAuth(), schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const invite = await inviteOfProcess(db, config, request.locale, authOf(request), id, clock.now());
    return reply
      .header('content-type', `text/calendar; charset=utf-8; method=${invite.method}`)
      .header('content-disposition', `attachment; filename="interview-${id}.ics"`)
      .header('cache-control', 'no-store')
      .send(buildInvite(invite));
  });
};
