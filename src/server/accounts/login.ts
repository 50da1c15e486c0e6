import { z } from 'zod';
import { createSession } from '../auth/sessions.ts';
import { HttpError } from '../errors.ts';
import type { AppDeps } from '../fastify-types.ts';
import { errors } from '../i18n/messages.ts';
import { teamErrors } from '../team/messages.ts';
import { currentPasswordField, emailField } from './fields.ts';
import { checkPassword } from './password-check.ts';

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});

type Meta = { ip: string; userAgent?: string | undefined };

/**
 * Unknown email and wrong password take the same path (one argon2 verification, one recorded failure, the same
 * 401), so the answer never tells whether an account exists. The failure limit is checkPassword's
 * (password-check.ts): per email and per IP, in the database, so it holds across restarts and server instances.
 */
export async function login(deps: AppDeps, input: z.output<typeof loginSchema>, meta: Meta): Promise<{ token: string; expiresAt: Date }> {
  const { db, clock } = deps;
  const user = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', input.email).executeTakeFirst();
  const ok = await checkPassword(deps, { email: input.email, ip: meta.ip }, user?.password_hash, input.password);
  if (!user || !ok) throw new HttpError(401, errors.invalidCredentials);
  // Told only to whoever knows the password: a member an owner turned off cannot sign in again.
  const off = await db.selectFrom('company_members').select('user_id').where('user_id', '=', user.id).where('active', '=', false).executeTakeFirst();
  if (off) throw new HttpError(403, teamErrors.memberDeactivated);
  return createSession(db, clock, user.id, meta);
}
