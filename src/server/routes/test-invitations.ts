import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { z } from 'zod';
import { jobIdByDedupKey } from '../jobs/pending-jobs.ts';
import { completeUnclaimedJob } from '../jobs/queue.ts';
import { answer, errors } from '../lib/response-schemas.ts';
import { sendFriendInvitation } from '../notifications/friend-invitation.ts';
import { idParams } from './ids.ts';

// Registered with the test clock only (NODE_ENV=test, the e2e server, which runs no job worker), never in development
// or production; not part of the product contract. A browser suite runs the invitation job of ITS recommendation now,
// as the worker would, without touching other suites' jobs.
const runInvitation = {
  hide: true,
  params: idParams,
  response: { 200: answer('Whether a mail was queued', z.object({ sent: z.boolean() })), ...errors(400) },
};

export const testInvitationRoutes = (deps: AppDeps): Route[] => {
  return [
    defineRoute({
      method: 'POST',
      url: '/test/recommendations/:id/invitation',
      schema: runInvitation,
      handler: async (request) => {
        const { db, config, mailer, clock } = deps;
        const sent = await sendFriendInvitation({ db, config, mailer, now: clock.now() }, request.params.id);
        const jobId = await jobIdByDedupKey(db, `friend.invite:${request.params.id}`);
        if (jobId !== undefined) await completeUnclaimedJob(db, jobId, clock.now());
        return { sent };
      },
    }),
  ];
};
