import { defineRoute, type Route } from './define-route.ts';
import { z } from 'zod';
import type { OffsetClock } from '../clock.ts';
import { answer, errors } from '../lib/response-schemas.ts';

// Registered by buildApp only when NODE_ENV=test and the clock is an OffsetClock (the e2e server), never in
// development or production; so it is not part of the product contract (openapi.yaml).
const clockChange = z.object({
  advance_ms: z
    .number()
    .int()
    .min(0)
    .max(400 * 24 * 3600_000)
    .optional(),
  offset_ms: z.number().int().optional(),
  now: z.iso.datetime({ offset: true }).optional(),
});

const clockSchema = z.object({ now: z.iso.datetime(), offset_ms: z.number().int() });
// Not an operation of the contract: kept out of openapi.yaml.
const read = { hide: true, response: { 200: answer('The test clock', clockSchema) } };
const change = { hide: true, body: clockChange, response: { 200: answer('The test clock, moved', clockSchema), ...errors(400) } };

export const testClockRoutes = (clock: OffsetClock): Route[] => [
  defineRoute({
    method: 'GET',
    url: '/test/clock',
    schema: read,
    handler: async () => ({ now: clock.now().toISOString(), offset_ms: clock.offsetMs }),
  }),
  defineRoute({
    method: 'POST',
    url: '/test/clock',
    schema: change,
    handler: async (request) => {
      const { body } = request;
      if (body.offset_ms !== undefined) clock.offsetMs = body.offset_ms;
      if (body.now !== undefined) clock.setNow(new Date(body.now));
      if (body.advance_ms !== undefined) clock.offsetMs += body.advance_ms;
      return { now: clock.now().toISOString(), offset_ms: clock.offsetMs };
    },
  }),
];
