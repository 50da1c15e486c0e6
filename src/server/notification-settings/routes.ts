import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { answer, errors, operation } from '../lib/response-schemas.ts';
import { saveSettings, settingsOf } from './repository.ts';
import { NOTICE_CHANNELS, settingsSchema } from './settings.ts';

const channels = z.array(z.enum(NOTICE_CHANNELS));
const settingsAnswer = z.object({
  channels: z.object({ offers: channels, interviews: channels, finalOffers: channels, other: channels }),
  quiet: z.object({ start: z.number().int(), end: z.number().int() }).nullable().describe("Minutes since midnight, Romania's time"),
  urgentInQuiet: z.boolean().describe('Whether a deadline within 12 hours may send a text or a push in the quiet hours'),
});

const read = {
  ...operation('accounts', 'The caller’s notification settings: channels per kind of news, quiet hours (candidates and companies)'),
  response: { 200: answer('The settings (defaults until first saved)', settingsAnswer), ...errors(401, 403) },
};

const write = {
  ...operation('accounts', 'Save the caller’s notification settings'),
  description: 'The notification centre keeps every notice whatever the channels; texts and pushes written in the quiet hours wait until they end.',
  body: settingsSchema,
  response: { 200: answer('The saved settings', settingsAnswer), ...errors(400, 401, 403) },
};

export const notificationSettingsRoutes = (deps: AppDeps): Route[] => {
  const { db, clock } = deps;
  const person = { preValidation: requireAuth('candidate', 'company') };
  return [
    defineRoute({
      method: 'GET',
      url: '/notification-settings',
      ...person,
      schema: read,
      handler: async (request) => settingsOf(db, authOf(request)),
    }),
    defineRoute({
      method: 'PUT',
      url: '/notification-settings',
      ...person,
      schema: write,
      handler: async (request) => {
        await saveSettings(db, authOf(request).userId, request.body, clock.now());
        return request.body;
      },
    }),
  ];
};
