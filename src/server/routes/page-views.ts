import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { z } from 'zod';
import { recordPageView } from '../funnel/page-views.ts';
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

export const pageViewRoutes = (deps: AppDeps): Route[] => [
  defineRoute({
    method: 'POST',
    url: '/page-views',
    schema: record,
    handler: async (request, reply) => {
      // A page view of a link's page (/app/password/reset/{token}/) must not keep its token, nor send it to analytics.
      const { tokenUrls } = request.server;
      const { path, referrer, ...utm } = request.body;
      const view = { path: tokenUrls.redact(path), referrer: referrer === undefined ? undefined : tokenUrls.redact(referrer), utm };
      await recordPageView(deps, view, { userId: request.auth?.userId ?? null, locale: request.locale }, request.log);
      return reply.status(204).send(null);
    },
  }),
];
