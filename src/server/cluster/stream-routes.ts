import type { Clock } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { HttpError, unauthorized } from '../errors.ts';
import { textAnswer } from '../lib/file-answers.ts';
import { answer, errorAnswer, errors, instantText, operation, security } from '../lib/response-schemas.ts';
import { clusterErrors } from './messages.ts';
import { parseInput } from '../routes/parse.ts';
import { createHeartbeats } from './heartbeats.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Audience, PushEvent, PushHub } from './push-hub.ts';
import { issueStreamTicket, redeemStreamTicket } from './stream-tickets.ts';

/** How soon a browser reconnects after a dropped stream, and after an instance said it is going away. */
const RETRY_MS = 2_000;
const RETRY_AFTER_DRAIN_MS = 500;

const streamQuery = z.object({
  ticket: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,200}$/)
    .optional(),
  /** For clients that open a new EventSource (which cannot set Last-Event-ID) after a dropped stream. */
  lastEventId: z.coerce.number().int().min(0).optional(),
});
const lastEventIdHeader = z.coerce.number().int().min(0).optional();

const readiness = {
  ...operation('platform', 'Whether a load balancer should send this instance requests', security.none),
  description: '503 from SIGTERM on, while the instance finishes what is in flight (see docs/deploy.md). Never rate limited.',
  response: {
    200: answer('Taking requests', z.object({ status: z.literal('ready') })),
    503: answer('Draining; Retry-After says when to try another instance', z.object({ status: z.literal('draining') })),
  },
};
const ticket = {
  ...operation('platform', 'A single-use ticket (one minute) to open the event stream with EventSource'),
  description: 'EventSource cannot send an Authorization header, and a bearer token must never travel in a URL.',
  response: {
    201: answer('The ticket (only its hash is stored)', z.object({ ticket: z.string(), expiresAt: instantText })),
    ...errors(401),
  },
};
const stream = {
  ...operation('platform', "The caller's live events (Server-Sent Events)", security.optionalBearer),
  description: [
    'Opened with `?ticket=` (from POST /stream/tickets) or a bearer token. Each event is `data: {type, ...ids}` with',
    'an `id:`; types: `stream.ready` (its id is the resume point), `process.changed` (processId, version, event, by),',
    '`notification.new` (notificationId), `care.queue` (processId, care only), `stream.reconnect` (the instance is',
    'going away: reconnect after the retry hint). A reconnect with `Last-Event-ID` (or `?lastEventId=`) first',
    'replays what was missed. A comment line every 15 s keeps proxies from closing an idle stream. Events carry',
    'ids only: clients read the objects through their authorized routes.',
  ].join(' '),
  querystring: streamQuery,
  response: {
    200: textAnswer('The event stream', 'text/event-stream'),
    ...errors(400, 401),
    503: errorAnswer('The instance is draining; try again (Retry-After)'),
  },
};

const frame = (event: PushEvent, withId = true) =>
  `${withId ? `id: ${event.id}\n` : ''}data: ${JSON.stringify({ ...event.data, type: event.type })}\n\n`;

async function replayAll(hub: PushHub, audience: Audience, afterId: number, write: (e: PushEvent) => void): Promise<void> {
  for (let from = afterId; ;) {
    const events = await hub.replay(audience, from);
    events.forEach(write);
    if (events.length < 1_000) return;
    from = events.at(-1)!.id;
  }
}

/** The instance's readiness, and the event stream with the ticket that opens it. */
export function streamRoutes(deps: { db: Db; clock: Clock; hub: PushHub; lifecycle: Lifecycle; heartbeatMs: number }): Route[] {
  const { db, clock, hub, lifecycle, heartbeatMs } = deps;
  // One timer for all of this instance's streams (ten thousand intervals were ten thousand timers to keep).
  const heartbeats = createHeartbeats(heartbeatMs);
  return [
    defineRoute({
      method: 'GET',
      url: '/health/ready',
      schema: readiness,
      handler: async (_request, reply) =>
        lifecycle.draining
          ? reply
              .status(503)
              .header('retry-after', '1')
              .send({ status: 'draining' as const })
          : { status: 'ready' as const },
    }),
    defineRoute({
      method: 'POST',
      url: '/stream/tickets',
      preValidation: requireAuth(),
      schema: ticket,
      handler: async (request, reply) => {
        const { ticket, expiresAt } = await issueStreamTicket(db, clock, authOf(request));
        return reply.status(201).header('cache-control', 'no-store').send({ ticket, expiresAt: expiresAt.toISOString() });
      },
    }),
    // The caller's events as Server-Sent Events: with Last-Event-ID (header, or lastEventId for a fresh
    // EventSource) first what was missed, then live ones; a heartbeat comment keeps proxies from closing it.
    defineRoute({
      method: 'GET',
      url: '/stream',
      schema: stream,
      handler: async (request, reply) => {
        const { query } = request;
        const auth = query.ticket ? await redeemStreamTicket(db, clock, query.ticket) : request.auth;
        if (!auth) throw unauthorized();
        if (lifecycle.draining) throw new HttpError(503, clusterErrors.draining, { headers: { 'retry-after': '1' } });
        const resumeFrom = parseInput(lastEventIdHeader, request.headers['last-event-id']) ?? query.lastEventId;
        const audience = { userId: auth.userId, role: auth.role };

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        let sentUpTo = resumeFrom ?? 0;
        let cleanUp = () => {};
        /** Ends the stream with a last frame; nothing is written after it (a write after the end would throw). */
        const finish = (last: string) => {
          if (res.writableEnded) return;
          cleanUp();
          res.end(last);
        };
        const send = (text: string) => void (res.writableEnded || res.write(text));
        /** An event as it goes out; `withId` false for one that must not move the browser's resume point. */
        const pass = (event: PushEvent, withId = true) => {
          // The session that opened this stream ended: the browser is told, and no further event reaches it. The
          // end of the user's other sessions is not this stream's business.
          if (event.type === 'session.ended') {
            if (event.data.sessionId === auth.sessionId) finish(frame(event, withId));
            return;
          }
          send(frame(event, withId));
        };
        const write = (event: PushEvent) => {
          if (event.id <= sentUpTo) return;
          sentUpTo = event.id;
          pass(event);
        };
        // Live events are held back while the missed ones are read, then follow them in order.
        let held: PushEvent[] | undefined = [];
        const unsubscribe = hub.subscribe(audience, (event) => (held ? held.push(event) : write(event)));
        const stopHeartbeat = heartbeats.add(() => send(': heartbeat\n\n'));
        const stopDraining = lifecycle.onDrain(() => finish(`retry: ${RETRY_AFTER_DRAIN_MS}\ndata: {"type":"stream.reconnect"}\n\n`));
        cleanUp = () => {
          stopHeartbeat();
          unsubscribe();
          stopDraining();
        };
        request.raw.on('close', cleanUp);

        try {
          send(`retry: ${RETRY_MS}\n\n`);
          if (resumeFrom === undefined) {
            // A fresh stream starts at the newest event: the page has just read the current state.
            const latest = await hub.latestId(audience);
            const early = held.filter((e) => e.id <= latest);
            sentUpTo = latest;
            send(`id: ${latest}\ndata: {"type":"stream.ready"}\n\n`);
            // Committed between subscribing and reading the newest id: passed on, without moving the resume point back.
            for (const event of early) pass(event, false);
          } else {
            await replayAll(hub, audience, resumeFrom, write);
            send('data: {"type":"stream.ready"}\n\n');
          }
          const live = held;
          held = undefined;
          live.forEach(write);
        } catch (err) {
          request.log.error({ err }, 'event stream failed');
          finish('');
        }
      },
    }),
  ];
}
