import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { login, loginSchema } from '../accounts/login.ts';
import { confirmEmailChange, emailChangeSchema, pendingEmailOf, requestEmailChange } from '../accounts/email-change.ts';
import { confirmPasswordReset, requestPasswordReset, resetConfirmSchema, resetRequestSchema, runResetMailJob } from '../accounts/password-reset.ts';
import { candidateRegistrationSchema, companyRegistrationSchema, registerCandidate, registerCompany } from '../accounts/register.ts';
import { userView } from '../accounts/user-view.ts';
import { parseWithPasswordConfirmation } from '../accounts/fields.ts';
import { dummyPasswordHash } from '../auth/passwords.ts';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { revokeSession } from '../auth/sessions.ts';
import { notices } from '../i18n/messages.ts';
import { parseInput } from './parse.ts';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  // Computed now rather than on the first unknown-email login, whose answer would otherwise take twice as long.
  await dummyPasswordHash();
  const meta = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.post('/login', async (request) => {
    const input = parseInput(loginSchema, request.body);
    const session = await login(app.deps, input, meta(request));
    return { token: session.token, expires_at: session.expiresAt.toISOString() };
  });

  app.post('/logout', { preHandler: requireAuth() }, async (request, reply) => {
    await revokeSession(app.deps.db, app.deps.clock, authOf(request).sessionId);
    return reply.status(204).send();
  });

  app.get('/user', { preHandler: requireAuth() }, async (request) => userView(app.deps.db, authOf(request)));

  app.post('/register/candidate', async (request, reply) => {
    const input = parseWithPasswordConfirmation(candidateRegistrationSchema, request.body);
    const r = await registerCandidate(app.deps, input, request.locale, meta(request));
    return reply.status(201).send({ id: r.id, access_token: r.token, expires_at: r.expiresAt.toISOString() });
  });

  app.post('/register/company', async (request, reply) => {
    const input = parseWithPasswordConfirmation(companyRegistrationSchema, request.body);
    const r = await registerCompany(app.deps, input, request.locale, meta(request));
    return reply.status(201).send({ id: r.id, token: r.token, expires_at: r.expiresAt.toISOString() });
  });

  app.post('/password/reset', async (request, reply) => {
    const { email } = parseInput(resetRequestSchema, request.body);
    const jobId = await requestPasswordReset(app.deps, email, request.locale);
    // After the answer is on its way: the account-dependent work must not shape its timing.
    setImmediate(() => {
      runResetMailJob(app.deps, jobId, { email, locale: request.locale }, request.log).catch((err: unknown) =>
        request.log.error({ err }, 'password reset mail failed (the job queue retries it)'),
      );
    });
    return reply.status(202).send({ message: request.i18n._(notices.resetRequested) });
  });

  app.post('/password/reset/:token', async (request, reply) => {
    const { token } = parseInput(z.object({ token: z.string() }), request.params);
    const { password } = parseWithPasswordConfirmation(resetConfirmSchema, request.body);
    await confirmPasswordReset(app.deps, token, password);
    return reply.status(204).send();
  });

  // The account's email address and the one waiting for its confirmation link (any role).
  app.get('/email/change', { preHandler: requireAuth() }, async (request) => {
    const auth = authOf(request);
    const user = await app.deps.db.selectFrom('users').select('email').where('id', '=', auth.userId).executeTakeFirstOrThrow();
    return { email: user.email, pending_email: await pendingEmailOf(app.deps.db, auth.userId, app.deps.clock.now()) };
  });

  app.post('/email/change', { preHandler: requireAuth() }, async (request, reply) => {
    const { email } = parseInput(emailChangeSchema, request.body);
    const pending = await requestEmailChange(app.deps, authOf(request), email, request.locale, request.log);
    return reply.status(202).send({ ...pending, message: request.i18n._(notices.emailChangeRequested.id, { email }) });
  });

  // Public: the link may be opened on another device; the token is the proof.
  app.post('/email/change/:token', async (request) => {
    const { token } = parseInput(z.object({ token: z.string() }), request.params);
    return confirmEmailChange(app.deps, token);
  });
};
