import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { errors, noContent, operation, security } from '../lib/response-schemas.ts';
import { unsubscribeFromInvitations } from './unsubscribe.ts';

const unsubscribe = {
  ...operation('privacy', 'Stop every future friend invitation to the address this link was mailed to', security.none),
  description: [
    'Called by the page of the link in each invitation (/app/unsubscribe/{token}/), and by mail clients through the',
    "mail's List-Unsubscribe header (RFC 8058 one-click: their `List-Unsubscribe=One-Click` form body is accepted and",
    'ignored). The token never expires and may be used again. The suppression list keeps only a hash of the',
    'normalised address.',
  ].join(' '),
  params: z.object({ token: z.string().max(200) }),
  response: { 204: noContent('No invitation will be mailed to this address again'), ...errors(400, 404) },
};

// Recommend-a-friend's way out for the friend: public, the link's token is the whole request.
/**
 * Mail clients post the one-click unsubscribe as a form; nothing in it is read. The route table gives these routes a
 * scope of their own with this parser, so every other route still refuses a form (415).
 */
export function acceptIgnoredForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );
}

export const unsubscribeRoutes = (deps: AppDeps): Route[] => {
  return [
    defineRoute({
      method: 'POST',
      url: '/invitations/unsubscribe/:token',
      schema: unsubscribe,
      handler: async (request, reply) => {
        await unsubscribeFromInvitations(deps.db, request.params.token, deps.clock.now());
        return reply.status(204).send(null);
      },
    }),
  ];
};
