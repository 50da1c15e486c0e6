import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { OffsetClock } from '../clock.ts';
import { parseInput } from './parse.ts';

// Registered by buildApp only when NODE_ENV=test and the clock is an OffsetClock (the e2e server), never in
// development or production; so it is not part of the product contract (openapi.yaml).
export const testClockRoutes = (clock: OffsetClock): FastifyPluginAsync => async (app) => {
  app.get('/test/clock', async () => ({ now: clock.now().toISOString(), offset_ms: clock.offsetMs }));
  app.post('/test/clock', async (request) => {
    const body = parseInput(
      z.object({
        advance_ms: z.number().int().min(0).max(400 * 24 * 3600_000).optional(),
        offset_ms: z.number().int().optional(),
        now: z.iso.datetime({ offset: true }).optional(),
      }),
      request.body,
    );
    if (body.offset_ms !== undefined) clock.offsetMs = body.offset_ms;
    if (body.now !== undefined) clock.setNow(new Date(body.now));
    if (body.advance_ms !== undefined) clock.offsetMs += body.advance_ms;
    return { now: clock.now().toISOString(), offset_ms: clock.offsetMs };
  });
};
