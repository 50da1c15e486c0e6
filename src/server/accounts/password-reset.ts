import { sql } from 'kysely';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { HOUR, MINUTE } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import { HttpError } from '../errors.ts';
import type { AppDeps } from '../fastify-types.ts';
import { type Locale, storedLocale } from '../i18n/i18n.ts';
import { errors } from '../i18n/messages.ts';
import type { ResetMailWork } from '../jobs/job-payloads.ts';
import { completeUnclaimedJob, enqueueJob } from '../jobs/queue.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { confirmPasswordField, emailField, passwordField, withPasswordConfirmation } from './fields.ts';

export const RESET_TOKEN_LIFETIME_MS = 60 * MINUTE;
// Enough for a user who lost the first mail, too few to flood someone's inbox.
const RESETS_PER_HOUR = 3;

export const resetRequestSchema = z.object({ email: emailField });
export const resetConfirmSchema = withPasswordConfirmation(z.object({ password: passwordField, confirm_password: confirmPasswordField(false) }));

export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/app/password/reset/${token}/`;

/** The durable job that mails a reset link (kind and payload). */
export const RESET_JOB = 'password.resetMail';
/** The request runs the job itself at once; a worker takes it only if that did not happen (the process died). */
const RESET_JOB_DELAY = MINUTE;

type ResetDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;
type Log = { info: (o: object, m: string) => void };

/**
 * POST /api/password/reset, the part that decides how long the answer takes: the same single insert whether or
 * not the email has an account — a job naming the email. Everything that depends on the account (the lookup,
 * the throttle, the token, the mail) runs after the answer, in runResetMailJob. So neither the answer nor its
 * timing tells whether an account exists (the answer is the same text in every case too).
 */
export async function requestPasswordReset(deps: ResetDeps, email: string, fallbackLocale: Locale): Promise<number> {
  const now = deps.clock.now();
  const work: ResetMailWork = { email, locale: fallbackLocale };
  const id = await enqueueJob(deps.db, { kind: RESET_JOB, payload: work, runAt: new Date(now.getTime() + RESET_JOB_DELAY) }, now);
  return id!;
}

/** Runs the reset job a request just queued, off the request path; the worker would retry it if this fails. */
export async function runResetMailJob(deps: ResetDeps, jobId: number, work: ResetMailWork, log: Log): Promise<void> {
  await sendResetMail(deps, work, log);
  await completeUnclaimedJob(deps.db, jobId, deps.clock.now());
}

/** Mails a single-use reset link when the email has an account and has not asked too often this hour. */
export async function sendResetMail(deps: ResetDeps, work: ResetMailWork, log: Log): Promise<void> {
  const { db, clock, config, mailer } = deps;
  const user = await db.selectFrom('users').select(['id', 'email', 'locale']).where('email', '=', work.email).executeTakeFirst();
  if (!user) return;
  const now = clock.now();
  const recent = await db
    .selectFrom('password_resets')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', new Date(now.getTime() - HOUR))
    .executeTakeFirstOrThrow();
  if (recent.n >= RESETS_PER_HOUR) return;

  const link = resetLink(config.publicUrl, await issueResetToken(db, user.id, now));
  const mail = passwordResetMail(storedLocale(user.locale, work.locale), {
    brand: config.brandName,
    link,
    minutes: RESET_TOKEN_LIFETIME_MS / MINUTE,
  });
  await mailer.send({ to: user.email, kind: 'password-reset', ...mail });
  // Without SMTP nobody receives the mail: the log is how a developer gets the link. A production log never
  // carries a live token, though: there the mail waits in mail_outbox for an operator.
  if (!mailer.delivers && config.nodeEnv !== 'production') {
    log.info({ userId: user.id, resetLink: link }, 'password reset link (no SMTP_URL, mail kept in mail_outbox)');
  }
}

/** A single-use reset token for the account, valid 60 minutes; only its hash is stored. */
export async function issueResetToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insertInto('password_resets')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS) })
    .execute();
  return token;
}

/** Sets the new password, uses up the token (and every other open one), and ends every session of the account. */
export async function confirmPasswordReset(deps: AppDeps, token: string, password: string): Promise<void> {
  const { db, clock } = deps;
  const invalid = () => new HttpError(400, errors.resetTokenInvalid);
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw invalid();
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    // The conditional update is the single-use guarantee: of two concurrent uses only one row comes back.
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) throw invalid();
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', used.user_id).execute();
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', used.user_id).where('used_at', 'is', null).execute();
    await revokeUserSessions(trx, clock, used.user_id);
    const user = await trx.selectFrom('users').select('email').where('id', '=', used.user_id).executeTakeFirstOrThrow();
    await trx.deleteFrom('login_failures').where('email', '=', user.email).execute();
  });
}
