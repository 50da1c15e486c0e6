import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { fieldError } from '../errors.ts';
import { idParams } from '../routes/ids.ts';
import { accessLogOf } from './access-log.ts';
import { eraseAccount } from './erasure.ts';
import { exportArchive } from './export.ts';
import { privacyErrors } from './messages.ts';
import { recordPolicyConsent } from './policy-consent.ts';
import { POLICY_VERSION } from './policy-version.ts';
import { privacyLogOf } from './privacy-log.ts';

const erasureBody = z.strictObject({ password: z.string().min(1).max(200) });
const consentBody = z.strictObject({ version: z.string().min(1).max(40) });

// The privacy area's own resources: "who viewed my profile and CV", the data export, account erasure, and care's
// side of each (care erases on a user's request, and reads the log of every step).
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get('/privacy/access-log', { preValidation: requireAuth('candidate') }, async (request) => accessLogOf(db, authOf(request).userId));
  app.get('/care/candidates/:id/access-log', { preValidation: requireAuth('care'), schema: { params: idParams } }, async (request) =>
    accessLogOf(db, request.params.id),
  );

  // The version the user read comes back: a notice changed while the dialog was open is not accepted unseen.
  app.post('/privacy/consent', { preValidation: requireAuth('candidate', 'company'), schema: { body: consentBody } }, async (request, reply) => {
    if (request.body.version !== POLICY_VERSION) throw fieldError('version', privacyErrors.outdatedPolicy);
    await recordPolicyConsent(db, authOf(request).userId, app.deps.clock.now());
    return reply.code(204).send();
  });

  app.get('/privacy/export', { preValidation: requireAuth('candidate', 'company') }, async (request, reply) => {
    const { zip, fileName } = await exportArchive(app.deps, authOf(request).userId);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });

  // The password again: a session left open on a shared computer must not be enough to erase an account.
  app.post('/privacy/erasure', { preValidation: requireAuth('candidate', 'company'), schema: { body: erasureBody } }, async (request, reply) => {
    const auth = authOf(request);
    const { password } = request.body;
    const user = await db.selectFrom('users').select('password_hash').where('id', '=', auth.userId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(user.password_hash, password))) throw fieldError('password', privacyErrors.wrongPassword);
    await eraseAccount(app.deps, auth.userId, auth.userId);
    return reply.code(204).send();
  });

  app.post('/care/users/:id/erasure', { preValidation: requireAuth('care'), schema: { params: idParams } }, async (request, reply) => {
    await eraseAccount(app.deps, request.params.id, authOf(request).userId);
    return reply.code(204).send();
  });

  app.get('/care/privacy-log', { preValidation: requireAuth('care') }, async () => privacyLogOf(db));
};
