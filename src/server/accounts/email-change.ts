import { sql } from 'kysely';
import { z } from 'zod';
import { revokeUserSessions } from '../auth/sessions.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { DAY, HOUR } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import { HttpError } from '../errors.ts';
import type { AppDeps, Auth } from '../fastify-types.ts';
import { type Locale, storedLocale } from '../i18n/i18n.ts';
import { errors } from '../i18n/messages.ts';
import { queueMail } from '../mail/outbox.ts';
import { emailChangeMail, emailChangedMail } from '../mail/templates.ts';
import { currentPasswordField, emailField } from './fields.ts';
import { confirmOwnPassword } from './password-check.ts';
import { issueResetToken } from './password-reset.ts';

// A user changes the email address of the account, typing the password again: the new address gets a single-use
// link, and only following it moves the account there (so a typo or someone else's address never takes the account
// away). Once it moves, the old address is told at once, with a link that undoes the change for 7 days: a session
// someone else took cannot keep the account by moving its address. Only the tokens' hashes are stored, with their
// expiry, as for password resets.

export const EMAIL_CHANGE_LIFETIME_MS = 24 * HOUR;
export const EMAIL_REVERT_LIFETIME_MS = 7 * DAY;
// Enough to fix a typo, too few to flood someone else's inbox.
const CHANGES_PER_HOUR = 3;

export const emailChangeSchema = z.object({ email: emailField, current_password: currentPasswordField });

export const emailChangeLink = (publicUrl: string, token: string) => `${publicUrl}/app/email/confirm/${token}/`;
export const emailRevertLink = (publicUrl: string, token: string) => `${publicUrl}/app/email/revert/${token}/`;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;
type Log = { info: (o: object, m: string) => void };

const emailError = (status: number, descriptor: (typeof errors)[keyof typeof errors]) =>
  new HttpError(status, errors.validation, { fields: { email: [{ descriptor }] } });
const wellFormed = (token: string) => /^[A-Za-z0-9_-]{20,200}$/.test(token);

/** The address waiting for its confirmation (the newest link still valid), or null. */
export async function pendingEmailOf(db: Db, userId: number, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.new_email ?? null;
}

/** The caller's address, and the one waiting for its confirmation link (null when none is open). */
export async function emailChangeState(db: Db, userId: number, now: Date): Promise<{ email: string; pending_email: string | null }> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return { email: user.email, pending_email: await pendingEmailOf(db, userId, now) };
}

/**
 * The account row, locked until the transaction ends: two links of one account (a confirmation and an undo, or two
 * of either) then take turns, so each sees what the other wrote. `tokenRow` finds the account from the link first.
 */
async function lockAccountOf(trx: Db, tokenRow: { user_id: number } | undefined) {
  if (!tokenRow) return undefined;
  return trx.selectFrom('users').select(['id', 'email', 'locale']).where('id', '=', tokenRow.user_id).forUpdate().executeTakeFirstOrThrow();
}

/**
 * POST /api/email/change: checks the password (counted toward the sign-in limit), then mails a confirmation link to
 * the new address; the account keeps the old one meanwhile.
 */
export async function requestEmailChange(
  deps: Deps,
  auth: Auth,
  input: z.output<typeof emailChangeSchema>,
  meta: { locale: Locale; ip: string },
  log: Log,
): Promise<{ pending_email: string }> {
  const { db, clock, config, mailer } = deps;
  const { email } = input;
  await confirmOwnPassword(deps, { userId: auth.userId, ip: meta.ip }, input.current_password, 'current_password');
  const now = clock.now();
  const user = await db.selectFrom('users').select(['id', 'email', 'locale']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  if (user.email === email) throw emailError(400, errors.emailUnchanged);
  const owner = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (owner) throw emailError(409, errors.emailTaken);
  const recent = await db
    .selectFrom('email_changes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', new Date(now.getTime() - HOUR))
    .executeTakeFirstOrThrow();
  if (recent.n >= CHANGES_PER_HOUR) throw new HttpError(429, errors.rateLimited);

  const token = newToken();
  await db
    .insertInto('email_changes')
    .values({
      user_id: user.id,
      new_email: email,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
      // The session that asked stays signed in when the change is confirmed; the account's others end then.
      session_id: auth.sessionId,
    })
    .execute();
  const link = emailChangeLink(config.publicUrl, token);
  const mail = emailChangeMail(storedLocale(user.locale, meta.locale), { brand: config.brandName, link, hours: EMAIL_CHANGE_LIFETIME_MS / HOUR });
  await mailer.send({ to: email, kind: 'email-change', ...mail });
  // Without SMTP nobody receives the mail: the log is how a developer gets the link (never in production).
  if (!mailer.delivers && config.nodeEnv !== 'production') log.info({ userId: user.id, emailChangeLink: link }, 'email change link (no SMTP_URL)');
  return { pending_email: email };
}

/**
 * POST /api/email/change/:token: moves the account to the confirmed address, uses up every open link, ends the
 * account's other sessions (not the one that asked) and, in the same transaction, mails the old address the link
 * that undoes the change.
 */
export async function confirmEmailChange(deps: Deps, token: string): Promise<{ email: string }> {
  const { db, clock, config, mailer } = deps;
  const invalid = () => new HttpError(400, errors.emailChangeTokenInvalid);
  if (!wellFormed(token)) throw invalid();
  const now = clock.now();
  const tokenHash = hashToken(token);
  const result = await db.transaction().execute(async (trx) => {
    const account = await lockAccountOf(
      trx,
      await trx.selectFrom('email_changes').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst(),
    );
    // The conditional update is the single-use guarantee: of two concurrent uses only one row comes back.
    const used = await trx
      .updateTable('email_changes')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'user_id', 'new_email', 'session_id'])
      .executeTakeFirst();
    if (!used || !account) throw invalid();
    // Someone may have registered the address since the link was sent.
    const owner = await trx.selectFrom('users').select('id').where('email', '=', used.new_email).executeTakeFirst();
    if (owner) throw emailError(409, errors.emailTaken);
    await trx.updateTable('users').set({ email: used.new_email, updated_at: now }).where('id', '=', account.id).execute();
    await trx.updateTable('email_changes').set({ used_at: now }).where('user_id', '=', account.id).where('used_at', 'is', null).execute();

    const revertToken = newToken();
    await trx
      .updateTable('email_changes')
      .set({
        old_email: account.email,
        revert_token_hash: hashToken(revertToken),
        revert_expires_at: new Date(now.getTime() + EMAIL_REVERT_LIFETIME_MS),
      })
      .where('id', '=', used.id)
      .execute();
    await revokeUserSessions(trx, clock, account.id, used.session_id ?? undefined);
    const link = emailRevertLink(config.publicUrl, revertToken);
    const days = EMAIL_REVERT_LIFETIME_MS / DAY;
    const mail = emailChangedMail(storedLocale(account.locale), { brand: config.brandName, email: used.new_email, link, days });
    // It copies the account's new address to the old one: an erasure of the account finds it by aboutUserId.
    await queueMail(trx, { to: account.email, kind: 'email-changed', ...mail, aboutUserId: account.id }, now);
    return { email: used.new_email };
  });
  mailer.deliverSoon();
  return result;
}

/**
 * POST /api/email/revert/:token, the link mailed to the address a change left (valid 7 days, once): the account
 * gets that address back whatever happened meanwhile (a new password, further changes), every session ends, and
 * every link that could act on the account without it is used up — open confirmations, password resets, and the
 * undo links of later changes (not of earlier ones, which still lead back further). The answer carries a fresh
 * reset token: whoever holds this link reads the restored mailbox, which a reset link would reach anyway, and the
 * owner must choose a new password before the one who made the change can sign in again.
 */
export async function revertEmailChange(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<{ email: string; resetToken: string }> {
  const { db, clock } = deps;
  const invalid = () => new HttpError(400, errors.emailRevertTokenInvalid, { values: { days: EMAIL_REVERT_LIFETIME_MS / DAY } });
  if (!wellFormed(token)) throw invalid();
  const now = clock.now();
  const tokenHash = hashToken(token);
  return db.transaction().execute(async (trx) => {
    const account = await lockAccountOf(
      trx,
      await trx.selectFrom('email_changes').select('user_id').where('revert_token_hash', '=', tokenHash).executeTakeFirst(),
    );
    const reverted = await trx
      .updateTable('email_changes')
      .set({ reverted_at: now })
      .where('revert_token_hash', '=', tokenHash)
      .where('reverted_at', 'is', null)
      .where('revert_expires_at', '>', now)
      .returning(['id', 'old_email'])
      .executeTakeFirst();
    if (!reverted?.old_email || !account) throw invalid();
    const oldEmail = reverted.old_email;
    // The address was free once the account left it: someone may have registered it since.
    const owner = await trx.selectFrom('users').select('id').where('email', '=', oldEmail).where('id', '!=', account.id).executeTakeFirst();
    if (owner) throw new HttpError(409, errors.emailRevertTaken);
    await trx.updateTable('users').set({ email: oldEmail, updated_at: now }).where('id', '=', account.id).execute();
    await trx
      .updateTable('email_changes')
      .set({ revert_expires_at: now })
      .where('user_id', '=', account.id)
      .where('id', '>', reverted.id)
      .where('reverted_at', 'is', null)
      .where('revert_expires_at', '>', now)
      .execute();
    await trx.updateTable('email_changes').set({ used_at: now }).where('user_id', '=', account.id).where('used_at', 'is', null).execute();
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', account.id).where('used_at', 'is', null).execute();
    await revokeUserSessions(trx, clock, account.id);
    return { email: oldEmail, resetToken: await issueResetToken(trx, account.id, now) };
  });
}
