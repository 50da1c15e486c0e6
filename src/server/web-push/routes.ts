import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { fieldError, notFound } from '../errors.ts';
import { errors as texts } from '../i18n/messages.ts';
import { answer, errors, instant, noContent, operation, security } from '../lib/response-schemas.ts';
import { idParams } from '../routes/ids.ts';
import { addDevice, devicesOf, MAX_DEVICES, removeDevice } from './devices.ts';
import { deviceLabel } from './device-label.ts';
import { vapidKeys } from './vapid-keys.ts';

const base64url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/);

// What PushSubscription.toJSON() gives: the push service's URL and the keys its payloads are encrypted for (RFC 8291).
const subscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65).describe('The browser’s P-256 public key, uncompressed, base64url'),
    auth: base64url(16).describe('The 16-byte authentication secret, base64url'),
  }),
});

const deviceSchema = z
  .object({
    id: z.number().int(),
    label: z.string().describe('Browser and system, from the user agent that turned push on'),
    endpoint: z.string().describe('The push service URL, so a browser can tell its own device in the list'),
    createdAt: instant,
  })
  .meta({ id: 'PushDevice' });

const key = {
  ...operation('accounts', 'The server’s VAPID public key, which a browser subscribes to push with (RFC 8292)', security.none),
  response: { 200: answer('The key, base64url (65 bytes, uncompressed P-256)', z.object({ publicKey: z.string() })) },
};

const list = {
  ...operation('accounts', 'The caller’s devices with push turned on (candidates and companies)'),
  response: { 200: answer('Newest first', z.object({ devices: z.array(deviceSchema) })), ...errors(401, 403) },
};

const add = {
  ...operation('accounts', 'Turn push on for this device: its browser’s push subscription'),
  description: `Notices then reach the device as the notification settings choose (channel \`push\`), with a title and a link only. The same subscription sent again (or by another account on the same browser) moves to the caller. At most ${MAX_DEVICES} devices per person: the oldest goes.`,
  body: subscriptionBody,
  response: { 201: answer('The device', deviceSchema), ...errors(400, 401, 403) },
};

const remove = {
  ...operation('accounts', 'Turn push off for one of the caller’s devices'),
  params: idParams,
  response: { 204: noContent('Removed; nothing more is sent to it'), ...errors(400, 401, 403, 404) },
};

const shown = (d: { id: number; label: string; endpoint: string; created_at: Date }) => ({
  id: d.id,
  label: d.label,
  endpoint: d.endpoint,
  createdAt: d.created_at,
});

// Web Push: the key browsers subscribe with, and each person's devices; each person sees and removes only their own.
export const webPushRoutes = (deps: AppDeps): Route[] => {
  const { db, config, clock } = deps;
  const person = { preValidation: requireAuth('candidate', 'company') };
  return [
    defineRoute({
      method: 'GET',
      url: '/web-push/key',
      schema: key,
      handler: async () => ({ publicKey: (await vapidKeys(db, config, clock.now())).publicKey }),
    }),
    defineRoute({
      method: 'GET',
      url: '/push-devices',
      ...person,
      schema: list,
      handler: async (request) => ({ devices: (await devicesOf(db, authOf(request).userId)).map(shown) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/push-devices',
      ...person,
      schema: add,
      handler: async (request, reply) => {
        // The server posts to this URL: only a push service over https, except the local one the tests run.
        if (!request.body.endpoint.startsWith('https://') && config.nodeEnv !== 'test') throw fieldError('endpoint', texts.pushEndpoint);
        const device = await addDevice(db, authOf(request).userId, request.body, deviceLabel(request.headers['user-agent']), clock.now());
        return reply.status(201).send(shown(device));
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/push-devices/:id',
      ...person,
      schema: remove,
      handler: async (request, reply) => {
        if (!(await removeDevice(db, authOf(request).userId, request.params.id))) throw notFound();
        return reply.status(204).send(null);
      },
    }),
  ];
};
