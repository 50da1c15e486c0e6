import { sql } from 'kysely';
import { z } from 'zod';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { MINUTE } from '../clock.ts';
import { HttpError } from '../errors.ts';
import type { AppDeps } from '../fastify-types.ts';
import { errors } from '../i18n/messages.ts';
import { emailField } from './fields.ts';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: errors.required.id }).min(1, { error: errors.required.id }).max(200),
});

type Meta = { ip: string; userAgent?: string | undefined };

/**
 * Unknown email and wrong password take the same path (one argon2 verification, one recorded failure, the same
 * 401), so the answer never tells whether an account exists. Failures are counted per email and per IP in the
 * database, so the limit holds across restarts and server instances.
 */
export async function login(deps: AppDeps, input: z.output<typeof loginSchema>, meta: Meta): Promise<{ token: string; expiresAt: Date }> {
  const { db, clock } = deps;
  const now = clock.now();
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);

  const counts = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where email = ${input.email})::int`.as('byEmail'),
      sql<number>`count(*) filter (where ip = ${meta.ip})::int`.as('byIp'),
      sql<Date | null>`min(created_at) filter (where email = ${input.email})`.as('oldestByEmail'),
      sql<Date | null>`min(created_at) filter (where ip = ${meta.ip})`.as('oldestByIp'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', input.email), eb('ip', '=', meta.ip)]))
    .executeTakeFirstOrThrow();
  const blockedSince = [
    counts.byEmail >= LOGIN_FAILURE_LIMIT ? counts.oldestByEmail : null,
    counts.byIp >= LOGIN_FAILURE_LIMIT ? counts.oldestByIp : null,
  ].filter((d): d is Date => d !== null);
  if (blockedSince.length) {
    const until = Math.max(...blockedSince.map((d) => new Date(d).getTime() + LOGIN_FAILURE_WINDOW_MS));
    const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw new HttpError(429, errors.tooManyAttempts, {
      values: { minutes: Math.ceil(seconds / 60) },
      headers: { 'retry-after': String(seconds) },
    });
  }

  const user = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', input.email).executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    await db.insertInto('login_failures').values({ email: input.email, ip: meta.ip, created_at: now }).execute();
    throw new HttpError(401, errors.invalidCredentials);
  }
  await db.deleteFrom('login_failures').where('email', '=', input.email).execute();
  return createSession(db, clock, user.id, meta);
}

/** Old failures serve no limit any more; called from the periodic housekeeping in main.ts. */
export async function pruneLoginFailures(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<void> {
  const before = new Date(deps.clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
  await deps.db.deleteFrom('login_failures').where('created_at', '<', before).execute();
}
