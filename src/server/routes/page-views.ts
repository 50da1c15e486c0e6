import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { z } from 'zod';
import { errors, noContent, operation, security } from '../lib/response-schemas.ts';

const pageView = z
  .object({
    path: z.string().trim().min(1).max(2000),
    referrer: z.string().trim().max(2000).optional(),
    utm_source: z.string().trim().max(200).optional(),
    utm_medium: z.string().trim().max(200).optional(),
    utm_campaign: z.string().trim().max(200).optional(),
    utm_content: z.string().trim().max(200).optional(),
  })
  .meta({ id: 'PageView' });
const record = {
  ...operation('platform', 'Record a page view (forwarded to ANALYTICS_URL when set)', security.optionalBearer),
  body: pageView,
  response: { 204: noContent('Recorded'), ...errors(400) },
};

const FORWARD_TIMEOUT_MS = 3000;

export const pageViewRoutes = (deps: AppDeps): Route[] => {
  return [
    defineRoute({
      method: 'POST',
      url: '/page-views',
      schema: record,
      handler: async (request, reply) => {
        // A page view of a link's page (/app/password/reset/{token}/) must not keep its token, nor send it to analytics.
        const { path: rawPath, referrer: rawReferrer, ...utm } = request.body;
        const path = request.server.tokenUrls.redact(rawPath);
        const referrer = rawReferrer === undefined ? undefined : request.server.tokenUrls.redact(rawReferrer);
        const { db, clock, config } = deps;
        const now = clock.now();
        const row = await db
          .insertInto('page_views')
          .values({
            user_id: request.auth?.userId ?? null,
            path,
            referrer: referrer ?? null,
            locale: request.locale,
            utm: JSON.stringify(utm),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (config.analyticsUrl) {
          // Analytics must never slow a page down: forwarded after the answer, failures only logged.
          const body = JSON.stringify({
            path,
            referrer,
            locale: request.locale,
            at: now.toISOString(),
            user_id: request.auth?.userId ?? null,
            ...utm,
          });
          void fetch(config.analyticsUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
          })
            .then(async (res) => {
              if (!res.ok) throw new Error(`analytics answered ${res.status}`);
              await db.updateTable('page_views').set({ forwarded_at: clock.now() }).where('id', '=', row.id).execute();
            })
            .catch((err: unknown) => request.log.warn({ err }, 'page view not forwarded to ANALYTICS_URL'));
        }
        return reply.status(204).send(null);
      },
    }),
  ];
};
