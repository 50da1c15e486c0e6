import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { parseInput } from '../routes/parse.ts';
import { buildInvite } from './ics.ts';
import { inviteOfProcess } from './invite-of-process.ts';
import { idParams } from '../routes/ids.ts';


// The .ics of a process's interview, made by the server so every calendar gets the same, updatable entry.
export const calendarInviteRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, clock } = app.deps;
  app.get('/processes/:id/interview.ics', { preHandler: requireAuth() }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const invite = await inviteOfProcess(db, config, request.locale, authOf(request), id, clock.now());
    return reply
      .header('content-type', `text/calendar; charset=utf-8; method=${invite.method}`)
      .header('content-disposition', `attachment; filename="interview-${id}.ics"`)
      .header('cache-control', 'no-store')
      .send(buildInvite(invite));
  });
};
