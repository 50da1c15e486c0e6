import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { z } from 'zod';
import { login, loginSchema } from '../accounts/login.ts';
import { confirmEmailChange, emailChangeSchema, emailChangeState, requestEmailChange, revertEmailChange } from '../accounts/email-change.ts';
import { changePassword, passwordChangeSchema } from '../accounts/password-change.ts';
import { confirmPasswordReset, requestPasswordReset, resetConfirmSchema, resetRequestSchema, runResetMailJob } from '../accounts/password-reset.ts';
import { candidateRegistrationSchema, companyRegistrationSchema, registerCandidate, registerCompany } from '../accounts/register.ts';
import { userView, userViewSchema } from '../accounts/user-view.ts';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { revokeSession } from '../auth/sessions.ts';
import { notices } from '../i18n/messages.ts';
import { answer, errorAnswer, errors, instantText, messageSchema, noContent, operation, security } from '../lib/response-schemas.ts';

// A link's token in the path (password reset, email change and its undo).
const tokenParams = z.object({ token: z.string() });

const tokenSchema = z
  .object({
    token: z.string().describe('Opaque bearer token (256 random bits), valid one year unless revoked.'),
    expires_at: instantText,
  })
  .meta({ id: 'Token' });
const candidateRegisteredSchema = z
  .object({
    id: z.number().int().describe("The candidate's user id (path parameter of PATCH /register/candidate/{id})."),
    access_token: z.string().describe('An ordinary session token, valid as Bearer everywhere.'),
    expires_at: instantText,
  })
  .meta({ id: 'CandidateRegistered' });
const companyRegisteredSchema = z.object({ id: z.number().int(), token: z.string(), expires_at: instantText }).meta({ id: 'CompanyRegistered' });
const emailAddress = z.string().meta({ format: 'email' });
const emailChangeSchemaOut = z
  .object({ email: emailAddress, pending_email: emailAddress.nullable().describe('Waiting for its confirmation link; null when none is open.') })
  .meta({ id: 'EmailChange' });
const emailRevertedSchema = z
  .object({
    email: emailAddress,
    reset_token: z.string().describe('A single-use password reset token (POST /password/reset/{token}), valid 60 minutes.'),
  })
  .meta({ id: 'EmailReverted' });
const emailTaken = (what: string) => ({ 409: errorAnswer(`${what} (\`errors.email\` says so)`) });
const registration = <B extends z.ZodType, C extends z.ZodType>(summary: string, body: B, created: C) => ({
  ...operation('accounts', summary, security.none),
  body,
  response: { 201: answer('Created', created), ...errors(400), ...emailTaken('An account with this email already exists') },
});

export const accountRoutes = (deps: AppDeps): Route[] => {
  const meta = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const loginOperation = {
    ...operation('accounts', 'Sign in', security.none),
    description:
      'Unknown email and wrong password get the same 401. 10 failures in 15 minutes for an account or an IP give 429 with Retry-After; wrong passwords typed again while signed in (email change, password change, erasure) count too.',
  };
  const user = {
    ...operation('accounts', 'The signed-in user and the completeness of its profile'),
    response: { 200: answer('The user', userViewSchema), ...errors(401, 404) },
  };
  const resetOperation = {
    ...operation('accounts', 'Mail a password reset link', security.none),
    description: 'Same answer whether or not the email has an account. The link is /app/password/reset/{token}/, single use, valid 60 minutes.',
  };
  const resetConfirm = {
    ...operation('accounts', 'Set a new password with a reset token (revokes every session of the account)', security.none),
    params: tokenParams,
    body: resetConfirmSchema,
    response: { 204: noContent('Password changed'), ...errors(400) },
  };
  // The account's email address and the one waiting for its confirmation link (any role).
  const emailView = {
    ...operation('accounts', "The account's email address and the new one waiting for its confirmation link"),
    response: { 200: answer('The addresses', emailChangeSchemaOut), ...errors(401) },
  };
  const emailChange = {
    ...operation('accounts', 'Ask to move the account to a new email address'),
    description:
      "Needs the current password (a wrong one is a 400 on `current_password` and counts toward the sign-in limit, whose 429 comes with Retry-After). Mails a single-use link /app/email/confirm/{token}/ to the new address, valid 24 hours (only the token's hash is stored). The account keeps its current address until the link is followed. At most 3 requests an hour.",
    body: emailChangeSchema,
    response: {
      202: answer('The link was sent', z.object({ pending_email: emailAddress, message: z.string() })),
      ...errors(400, 401),
      ...emailTaken('Another account uses this address'),
    },
  };
  // Public: the link may be opened on another device; the token is the proof.
  const emailConfirm = {
    ...operation('accounts', "Confirm a new email address with the link's token (uses up every open link of the account)", security.none),
    description:
      "The account's other sessions end (the one that asked stays). The old address is mailed a single-use link /app/email/revert/{token}/ that undoes the change for 7 days.",
    params: tokenParams,
    response: {
      200: answer("The account's address now", z.object({ email: emailAddress })),
      ...errors(400),
      ...emailTaken('Another account uses this address'),
    },
  };
  // Public as well: the link was mailed to the address the change left, and its token is the proof.
  const emailRevert = {
    ...operation('accounts', 'Undo an email change with the link mailed to the address it left (ends every session)', security.none),
    description:
      'Valid 7 days, once, whatever changed meanwhile (the password included): the account gets the old address back, every session ends, and every open confirmation, reset and later undo link is used up. The answer carries a fresh password reset token (for POST /password/reset/{token}, valid 60 minutes) so the owner chooses a new password at once.',
    params: tokenParams,
    response: {
      200: answer('The account has its old address again', emailRevertedSchema),
      ...errors(400),
      409: errorAnswer('Another account uses the old address now'),
    },
  };
  const passwordChange = {
    ...operation('accounts', 'Change the password of the signed-in account (ends its other sessions)'),
    description:
      "Needs the current password (a wrong one is a 400 on `current_password` and counts toward the sign-in limit, whose 429 comes with Retry-After). The new password follows the registration rules. The account's other sessions end, this one stays; open reset links are used up; the account's address is told.",
    body: passwordChangeSchema,
    response: { 204: noContent('Changed'), ...errors(400, 401) },
  };
  return [
    defineRoute({
      method: 'POST',
      url: '/login',
      schema: { ...loginOperation, body: loginSchema, response: { 200: answer('Signed in', tokenSchema), ...errors(400, 401, 403) } },
      handler: async (request) => {
        const session = await login(deps, request.body, meta(request));
        return { token: session.token, expires_at: session.expiresAt.toISOString() };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/logout',
      preValidation: requireAuth(),
      schema: { ...operation('accounts', 'Revoke the token of this request'), response: { 204: noContent('Revoked'), ...errors(401) } },
      handler: async (request, reply) => {
        await revokeSession(deps.db, deps.clock, authOf(request).sessionId);
        return reply.status(204).send(null);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/user',
      preValidation: requireAuth(),
      schema: user,
      handler: async (request) => userView(deps.db, authOf(request)),
    }),
    defineRoute({
      method: 'POST',
      url: '/register/candidate',
      schema: registration('Create a candidate account (signs it in)', candidateRegistrationSchema, candidateRegisteredSchema),
      handler: async (request, reply) => {
        const r = await registerCandidate(deps, request.body, request.locale, meta(request));
        return reply.status(201).send({ id: r.id, access_token: r.token, expires_at: r.expiresAt.toISOString() });
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/register/company',
      schema: registration('Create a company account (signs it in)', companyRegistrationSchema, companyRegisteredSchema),
      handler: async (request, reply) => {
        const r = await registerCompany(deps, request.body, request.locale, meta(request));
        return reply.status(201).send({ id: r.id, token: r.token, expires_at: r.expiresAt.toISOString() });
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/password/reset',
      schema: { ...resetOperation, body: resetRequestSchema, response: { 202: answer('Accepted', messageSchema), ...errors(400) } },
      handler: async (request, reply) => {
        const { email } = request.body;
        const jobId = await requestPasswordReset(deps, email, request.locale);
        // After the answer is on its way: the account-dependent work must not shape its timing.
        setImmediate(() => {
          runResetMailJob(deps, jobId, { email, locale: request.locale }, request.log).catch((err: unknown) =>
            request.log.error({ err }, 'password reset mail failed (the job queue retries it)'),
          );
        });
        return reply.status(202).send({ message: request.i18n._(notices.resetRequested) });
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/password/reset/:token',
      schema: resetConfirm,
      handler: async (request, reply) => {
        await confirmPasswordReset(deps, request.params.token, request.body.password);
        return reply.status(204).send(null);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/email/change',
      preValidation: requireAuth(),
      schema: emailView,
      handler: async (request) => emailChangeState(deps.db, authOf(request).userId, deps.clock.now()),
    }),
    defineRoute({
      method: 'POST',
      url: '/email/change',
      preValidation: requireAuth(),
      schema: emailChange,
      handler: async (request, reply) => {
        const { email } = request.body;
        const pending = await requestEmailChange(deps, authOf(request), request.body, { locale: request.locale, ip: request.ip }, request.log);
        return reply.status(202).send({ ...pending, message: request.i18n._(notices.emailChangeRequested.id, { email }) });
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/email/change/:token',
      schema: emailConfirm,
      handler: async (request) => confirmEmailChange(deps, request.params.token),
    }),
    defineRoute({
      method: 'POST',
      url: '/email/revert/:token',
      schema: emailRevert,
      handler: async (request) => {
        const reverted = await revertEmailChange(deps, request.params.token);
        return { email: reverted.email, reset_token: reverted.resetToken };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/password/change',
      preValidation: requireAuth(),
      schema: passwordChange,
      handler: async (request, reply) => {
        await changePassword(deps, authOf(request), request.body, { locale: request.locale, ip: request.ip });
        return reply.status(204).send(null);
      },
    }),
  ];
};
