import { sql } from 'kysely';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords.ts';
import { MINUTE } from '../clock.ts';
import { HttpError, fieldError } from '../errors.ts';
import type { AppDeps } from '../fastify-types.ts';
import { errors } from '../i18n/messages.ts';

// The one place a password is checked. Signing in, erasing the account, changing its email or its password all
// count their wrong passwords in login_failures, per email and per IP, under one limit: a stolen session cannot
// guess the password through a form that asks for it again, and the guesses it made there block the sign-in too.

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** Whose password is tried, and from where: the two counters of the limit. */
export type Attempt = { email: string; ip: string };

/** 429 with Retry-After while the email or the IP has reached the limit (failures in the last 15 minutes). */
async function refuseWhileBlocked(deps: Deps, attempt: Attempt, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const counts = await deps.db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where email = ${attempt.email})::int`.as('byEmail'),
      sql<number>`count(*) filter (where ip = ${attempt.ip})::int`.as('byIp'),
      sql<Date | null>`min(created_at) filter (where email = ${attempt.email})`.as('oldestByEmail'),
      sql<Date | null>`min(created_at) filter (where ip = ${attempt.ip})`.as('oldestByIp'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', attempt.email), eb('ip', '=', attempt.ip)]))
    .executeTakeFirstOrThrow();
  const blockedSince = [
    counts.byEmail >= LOGIN_FAILURE_LIMIT ? counts.oldestByEmail : null,
    counts.byIp >= LOGIN_FAILURE_LIMIT ? counts.oldestByIp : null,
  ].filter((d): d is Date => d !== null);
  if (!blockedSince.length) return;
  const until = Math.max(...blockedSince.map((d) => new Date(d).getTime() + LOGIN_FAILURE_WINDOW_MS));
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  throw new HttpError(429, errors.tooManyAttempts, {
    values: { minutes: Math.ceil(seconds / 60) },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Whether `password` is the one of `passwordHash` (undefined: no such account, checked against a dummy hash so that
 * both paths cost one argon2 verification). Refuses with 429 while the limit holds; a wrong password is recorded,
 * a right one clears the email's counter.
 */
export async function checkPassword(deps: Deps, attempt: Attempt, passwordHash: string | undefined, password: string): Promise<boolean> {
  const now = deps.clock.now();
  await refuseWhileBlocked(deps, attempt, now);
  const verified = await verifyPassword(passwordHash ?? (await dummyPasswordHash()), password);
  const ok = passwordHash !== undefined && verified;
  if (!ok) {
    await deps.db.insertInto('login_failures').values({ email: attempt.email, ip: attempt.ip, created_at: now }).execute();
    return false;
  }
  await deps.db.deleteFrom('login_failures').where('email', '=', attempt.email).execute();
  return true;
}

/**
 * The signed-in user types the password again before a change that needs the owner (erasure, email, password): a
 * wrong one is a 400 on `field`, counted like a failed sign-in.
 */
export async function confirmOwnPassword(deps: Deps, who: { userId: number; ip: string }, password: string, field: string): Promise<void> {
  const user = await deps.db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', who.userId).executeTakeFirstOrThrow();
  if (!(await checkPassword(deps, { email: user.email, ip: who.ip }, user.password_hash, password))) {
    throw fieldError(field, errors.wrongPassword);
  }
}

/** Old failures serve no limit any more; called from the periodic housekeeping in main.ts. */
export async function pruneLoginFailures(deps: Deps): Promise<void> {
  const before = new Date(deps.clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
  await deps.db.deleteFrom('login_failures').where('created_at', '<', before).execute();
}
