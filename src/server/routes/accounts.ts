import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { login, loginSchema } from '../accounts/login.ts';
import { confirmEmailChange, emailChangeSchema, pendingEmailOf, requestEmailChange } from '../accounts/email-change.ts';
import { confirmPasswordReset, requestPasswordReset, resetConfirmSchema, resetRequestSchema, runResetMailJob } from '../accounts/password-reset.ts';
import { candidateRegistrationSchema, companyRegistrationSchema, registerCandidate, registerCompany } from '../accounts/register.ts';
import { userView } from '../accounts/user-view.ts';
import { dummyPasswordHash } from '../auth/passwords.ts';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { revokeSession } from '../auth/sessions.ts';
import { notices } from '../i18n/messages.ts';

// A link's token in the path (password reset, email change).
const tokenParams = z.object({ token: z.string() });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Computed now rather than on the first unknown-email login, whose answer would otherwise take twice as long.
  await dummyPasswordHash();
  const meta = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.post('/login', { schema: { body: loginSchema } }, async (request) => {
    const session = await login(app.deps, request.body, meta(request));
    return { token: session.token, expires_at: session.expiresAt.toISOString() };
  });

  app.post('/logout', { preValidation: requireAuth() }, async (request, reply) => {
    await revokeSession(app.deps.db, app.deps.clock, authOf(request).sessionId);
    return reply.status(204).send();
  });

  app.get('/user', { preValidation: requireAuth() }, async (request) => userView(app.deps.db, authOf(request)));

  app.post('/register/candidate', { schema: { body: candidateRegistrationSchema } }, async (request, reply) => {
    const r = await registerCandidate(app.deps, request.body, request.locale, meta(request));
    return reply.status(201).send({ id: r.id, access_token: r.token, expires_at: r.expiresAt.toISOString() });
  });

  app.post('/register/company', { schema: { body: companyRegistrationSchema } }, async (request, reply) => {
    const r = await registerCompany(app.deps, request.body, request.locale, meta(request));
    return reply.status(201).send({ id: r.id, token: r.token, expires_at: r.expiresAt.toISOString() });
  });

  app.post('/password/reset', { schema: { body: resetRequestSchema } }, async (request, reply) => {
    const { email } = request.body;
    const jobId = await requestPasswordReset(app.deps, email, request.locale);
    // After the answer is on its way: the account-dependent work must not shape its timing.
    setImmediate(() => {
      runResetMailJob(app.deps, jobId, { email, locale: request.locale }, request.log).catch((err: unknown) =>
        request.log.error({ err }, 'password reset mail failed (the job queue retries it)'),
      );
    });
    return reply.status(202).send({ message: request.i18n._(notices.resetRequested) });
  });

  app.post('/password/reset/:token', { schema: { params: tokenParams, body: resetConfirmSchema } }, async (request, reply) => {
    await confirmPasswordReset(app.deps, request.params.token, request.body.password);
    return reply.status(204).send();
  });

  // The account's email address and the one waiting for its confirmation link (any role).
  app.get('/email/change', { preValidation: requireAuth() }, async (request) => {
    const auth = authOf(request);
    const user = await app.deps.db.selectFrom('users').select('email').where('id', '=', auth.userId).executeTakeFirstOrThrow();
    return { email: user.email, pending_email: await pendingEmailOf(app.deps.db, auth.userId, app.deps.clock.now()) };
  });

  app.post('/email/change', { preValidation: requireAuth(), schema: { body: emailChangeSchema } }, async (request, reply) => {
    const { email } = request.body;
    const pending = await requestEmailChange(app.deps, authOf(request), email, request.locale, request.log);
    return reply.status(202).send({ ...pending, message: request.i18n._(notices.emailChangeRequested.id, { email }) });
  });

  // Public: the link may be opened on another device; the token is the proof.
  app.post('/email/change/:token', { schema: { params: tokenParams } }, async (request) => confirmEmailChange(app.deps, request.params.token));
};
