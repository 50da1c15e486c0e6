import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { currentPasswordField } from '../accounts/fields.ts';
import { confirmOwnPassword } from '../accounts/password-check.ts';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { fieldError } from '../errors.ts';
import { fileAnswer } from '../lib/file-answers.ts';
import { answer, errors, instantText, noContent, operation } from '../lib/response-schemas.ts';
import { idParams } from '../routes/ids.ts';
import { accessLogOf } from './access-log.ts';
import { eraseAccount } from './erasure.ts';
import { exportArchive } from './export.ts';
import { privacyErrors } from './messages.ts';
import { recordPolicyConsent } from './policy-consent.ts';
import { POLICY_VERSION } from './policy-version.ts';
import { changeMarketingConsent, marketingConsentOf, marketingConsentResponse } from './marketing-consent.ts';
import { privacyLogOf, privacyLogQuery, privacyLogResponse } from './privacy-log.ts';

const erasureBody = z.strictObject({ password: currentPasswordField });
const careErasureBody = z.strictObject({ reason: z.string().trim().min(3).max(500) });
const consentBody = z.strictObject({ version: z.string().min(1).max(40) });
const marketingBody = z.strictObject({ opted_in: z.boolean() });

const accessLogSchema = z
  .object({
    data: z.array(
      z.object({
        at: instantText,
        what: z.enum(['profile', 'cv', 'licence']),
        viewer: z.object({
          id: z.number().int(),
          role: z.enum(['company', 'care']),
          name: z.string().nullable().describe('the company, or the care agent'),
        }),
      }),
    ),
  })
  .describe("Who read the candidate's profile or CV, newest first (at most 200)")
  .meta({ id: 'AccessLog' });
const ownAccessLog = {
  ...operation('privacy', 'The signed-in candidate\'s "who viewed my profile and CV"'),
  response: { 200: answer('The reads', accessLogSchema), ...errors(401, 403) },
};
const candidateAccessLog = {
  ...operation('care', "Who read a candidate's profile and CV (care only)"),
  params: idParams,
  response: { 200: answer('The reads', accessLogSchema), ...errors(400, 401, 403) },
};
const consent = {
  ...operation('privacy', 'Accept the terms and privacy notice in force (the version read; another version answers 400)'),
  body: consentBody,
  response: { 204: noContent('Recorded'), ...errors(400, 401, 403) },
};
const exportOperation = {
  ...operation('privacy', 'Everything the product holds about the signed-in candidate or company, as one ZIP (data/<table>.json and the CV)'),
  response: { 200: fileAnswer('The archive', ['application/zip']), ...errors(401, 403, 404) },
};
const erasure = {
  ...operation('privacy', "Erase the signed-in candidate's or company's account (open processes end, personal data goes, sessions end)"),
  description: 'A wrong password is a 400 on `password` and counts toward the sign-in limit (then 429 with Retry-After, as at sign-in).',
  body: erasureBody,
  response: { 204: noContent('Erased'), ...errors(400, 401, 403, 404) },
};
const careErasure = {
  ...operation('care', "Erase a candidate's or company's account on its request (care only; the reason goes to the privacy log)"),
  params: idParams,
  body: careErasureBody,
  response: { 204: noContent('Erased'), ...errors(400, 401, 403, 404) },
};
const privacyLog = {
  ...operation('care', 'Exports, erasures, retention and consent steps of every account, newest first, by kind and user (care only)'),
  querystring: privacyLogQuery,
  response: { 200: answer('One page of steps', privacyLogResponse.meta({ id: 'PrivacyLog' })), ...errors(400, 401, 403) },
};
const marketingSchema = marketingConsentResponse.meta({ id: 'MarketingConsent' });
const marketingRead = {
  ...operation('privacy', 'Whether the signed-in user agreed to marketing messages, to which wording, since when'),
  response: { 200: answer('The marketing consent', marketingSchema), ...errors(401, 403) },
};
const marketingWrite = {
  ...operation('privacy', 'Give or withdraw the marketing consent (its own consent, never bundled with the terms)'),
  body: marketingBody,
  response: { 200: answer('The marketing consent now', marketingSchema), ...errors(400, 401, 403) },
};

// The privacy area's own resources: "who viewed my profile and CV", the data export, account erasure, and care's
// side of each (care erases on a user's request, and reads the log of every step).
export const privacyRoutes = (deps: AppDeps): Route[] => {
  const { db } = deps;
  // Marketing messages: a consent of its own, given or withdrawn at any time (the switch on the profile).
  const candidateOrCompany = requireAuth('candidate', 'company');
  return [
    defineRoute({
      method: 'GET',
      url: '/privacy/access-log',
      preValidation: requireAuth('candidate'),
      schema: ownAccessLog,
      handler: async (request) => accessLogOf(db, authOf(request).userId),
    }),
    defineRoute({
      method: 'GET',
      url: '/care/candidates/:id/access-log',
      preValidation: requireAuth('care'),
      schema: candidateAccessLog,
      handler: async (request) => accessLogOf(db, request.params.id),
    }),
    // The version the user read comes back: a notice changed while the dialog was open is not accepted unseen.
    defineRoute({
      method: 'POST',
      url: '/privacy/consent',
      preValidation: requireAuth('candidate', 'company'),
      schema: consent,
      handler: async (request, reply) => {
        if (request.body.version !== POLICY_VERSION) throw fieldError('version', privacyErrors.outdatedPolicy);
        await recordPolicyConsent(db, authOf(request).userId, deps.clock.now());
        return reply.code(204).send(null);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/privacy/marketing',
      preValidation: candidateOrCompany,
      schema: marketingRead,
      handler: async (request) => marketingConsentOf(db, authOf(request).userId),
    }),
    defineRoute({
      method: 'PUT',
      url: '/privacy/marketing',
      preValidation: candidateOrCompany,
      schema: marketingWrite,
      handler: async (request) => {
        const { userId } = authOf(request);
        await changeMarketingConsent(db, userId, request.body.opted_in, deps.clock.now());
        return marketingConsentOf(db, userId);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/privacy/export',
      preValidation: requireAuth('candidate', 'company'),
      schema: exportOperation,
      handler: async (request, reply) => {
        const { zip, fileName } = await exportArchive(deps, authOf(request).userId);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    }),
    // The password again: a session left open on a shared computer must not be enough to erase an account, nor to
    // guess the password (wrong ones count toward the sign-in limit).
    defineRoute({
      method: 'POST',
      url: '/privacy/erasure',
      preValidation: requireAuth('candidate', 'company'),
      schema: erasure,
      handler: async (request, reply) => {
        const auth = authOf(request);
        await confirmOwnPassword(deps, { userId: auth.userId, ip: request.ip }, request.body.password, 'password');
        await eraseAccount(deps, auth.userId, auth.userId, { ground: 'own-request' });
        return reply.code(204).send(null);
      },
    }),
    // Care erases on the user's request only, and says so: the reason is kept in the privacy log.
    defineRoute({
      method: 'POST',
      url: '/care/users/:id/erasure',
      preValidation: requireAuth('care'),
      schema: careErasure,
      handler: async (request, reply) => {
        await eraseAccount(deps, request.params.id, authOf(request).userId, { ground: 'care', reason: request.body.reason });
        return reply.code(204).send(null);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/care/privacy-log',
      preValidation: requireAuth('care'),
      schema: privacyLog,
      handler: async (request) => privacyLogOf(db, request.query),
    }),
  ];
};
