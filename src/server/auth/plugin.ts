import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../db/types.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { resolveSession } from './sessions.ts';

/** Fills request.auth from `Authorization: Bearer <token>` (null when absent, unknown, expired or revoked). */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
    request.auth = match?.[1] ? await resolveSession(app.deps.db, app.deps.clock, match[1]) : null;
  });
}

/**
 * preValidation hook: 401 unless signed in (and 403 unless one of `roles`, when given). Before validation, so an
 * anonymous caller learns nothing of a route's input rules.
 */
export function requireAuth(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.auth) throw unauthorized();
    if (roles.length && !roles.includes(request.auth.role)) throw forbidden();
  };
}

/** For handlers behind requireAuth: the caller, typed non-null. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The company a company-side caller acts for: the one they are a member of (not their own user id). */
export function companyIdOf(auth: Auth): number {
  if (auth.role !== 'company' || !auth.member) throw forbidden();
  return auth.member.companyId;
}
