import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { textAnswer } from '../lib/file-answers.ts';
import { errors, operation } from '../lib/response-schemas.ts';
import { buildInvite } from './ics.ts';
import { inviteOfProcess } from './invite-of-process.ts';
import { idParams } from '../routes/ids.ts';

const invite = {
  ...operation('candidate', "Calendar file of the process's current interview (iCalendar, TZID Europe/Bucharest)"),
  description:
    "One VEVENT with a UID stable for the interview round; SEQUENCE rises with each reschedule asked and each new time picked; METHOD:CANCEL and STATUS:CANCELLED once the interview is cancelled. Texts in the Accept-Language locale. 404 when the process is not the caller's or no interview time was agreed in the current round.",
  params: idParams,
  response: { 200: textAnswer('The .ics file', 'text/calendar'), ...errors(400, 401, 404) },
};

// The .ics of a process's interview, made by the server so every calendar gets the same, updatable entry.
export const calendarInviteRoutes = (deps: AppDeps): Route[] => {
  const { db, config, clock } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/processes/:id/interview.ics',
      preValidation: requireAuth(),
      schema: invite,
      handler: async (request, reply) => {
        const { id } = request.params;
        const invite = await inviteOfProcess(db, config, request.locale, authOf(request), id, clock.now());
        return reply
          .header('content-type', `text/calendar; charset=utf-8; method=${invite.method}`)
          .header('content-disposition', `attachment; filename="interview-${id}.ics"`)
          .header('cache-control', 'no-store')
          .send(buildInvite(invite));
      },
    }),
  ];
};
