import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { textAnswer } from '../lib/file-answers.ts';
import { answer, errorAnswer, errors, instant, noContent, operation, security } from '../lib/response-schemas.ts';
import { FEED_FETCHES_PER_MINUTE, feedOf, feedStatus, renewFeed, stopFeed } from './feed.ts';

const statusSchema = z.object({
  active: z.boolean().describe('Whether a link is on; the link itself is shown only when made (only its hash is kept)'),
  createdAt: instant.nullable(),
  lastFetchedAt: instant.nullable().describe('When a calendar last read the feed'),
});

const linksSchema = z.object({
  url: z.string().describe('The feed over the web (https in production)'),
  webcal: z.string().describe('The same feed as webcal://, which calendar apps open as a subscription'),
  createdAt: instant,
});

const status = {
  ...operation('accounts', 'Whether the caller has a calendar subscription link (candidates and companies)'),
  response: { 200: answer('The link’s state', statusSchema), ...errors(401, 403) },
};

const renew = {
  ...operation('accounts', 'Make a new calendar subscription link; an earlier one stops working'),
  response: { 200: answer('The new link, shown this once', linksSchema), ...errors(401, 403) },
};

const stop = {
  ...operation('accounts', 'Turn the calendar subscription link off'),
  response: { 204: noContent('The link answers 404 from now on'), ...errors(401, 403) },
};

const feed = {
  ...operation('accounts', "A person's interviews as a calendar subscription (iCalendar, TZID Europe/Bucharest)", security.none),
  description: [
    "The link is the credential. A candidate's phone screen with care (at the slot she chose) and every interview round",
    'with an agreed time are each one VEVENT, written as the invitation',
    "mails' files: the same UID, SEQUENCE raised on each reschedule, STATUS:CANCELLED kept once cancelled,",
    'STATUS:TENTATIVE while a new time is being agreed. Texts in the language of the account; a company reads the',
    `candidate as the disclosure rule allows. At most ${FEED_FETCHES_PER_MINUTE} reads per link and minute.`,
  ].join(' '),
  params: z.object({ token: z.string().max(200) }),
  response: {
    200: textAnswer('The calendar', 'text/calendar'),
    ...errors(400),
    404: errorAnswer('No link with this token: never made, replaced or turned off.'),
    429: errorAnswer('The link was read too often this minute; Retry-After gives the seconds to wait.'),
  },
};

// The private calendar subscription: its owner manages the link, calendars read it without signing in.
export const calendarFeedRoutes = (deps: AppDeps): Route[] => {
  const { db, config, clock } = deps;
  const owner = { preValidation: requireAuth('candidate', 'company') };
  return [
    defineRoute({
      method: 'GET',
      url: '/calendar-feed',
      ...owner,
      schema: status,
      handler: async (request) => {
        const row = await feedStatus(db, authOf(request).userId);
        return { active: !!row, createdAt: row?.created_at ?? null, lastFetchedAt: row?.last_fetched_at ?? null };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/calendar-feed',
      ...owner,
      schema: renew,
      handler: async (request) => renewFeed(db, config, authOf(request).userId, clock.now()),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/calendar-feed',
      ...owner,
      schema: stop,
      handler: async (request, reply) => {
        await stopFeed(db, authOf(request).userId);
        return reply.status(204).send(null);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/calendar/:token.ics',
      schema: feed,
      handler: async (request, reply) => {
        const text = await feedOf(db, config, request.params.token, clock.now());
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="interviews.ics"')
          .header('cache-control', 'private, no-cache')
          .send(text);
      },
    }),
  ];
};
