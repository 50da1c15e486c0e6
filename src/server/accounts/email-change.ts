import { sql } from 'kysely';
import { z } from 'zod';
import { hashToken, newToken } from '../auth/tokens.ts';
import { HOUR } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import { HttpError } from '../errors.ts';
import type { AppDeps, Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { errors } from '../i18n/messages.ts';
import { emailChangeMail } from '../mail/templates.ts';
import { emailField } from './fields.ts';

// A user changes the email address of the account: the new address gets a single-use link, and only following it
// moves the account there (so a typo or someone else's address never takes the account away). Only the token's
// hash is stored, with an expiry, as for password resets.

export const EMAIL_CHANGE_LIFETIME_MS = 24 * HOUR;
// Enough to fix a typo, too few to flood someone else's inbox.
const CHANGES_PER_HOUR = 3;

export const emailChangeSchema = z.object({ email: emailField });

export const emailChangeLink = (publicUrl: string, token: string) => `${publicUrl}/app/email/confirm/${token}/`;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;
type Log = { info: (o: object, m: string) => void };

const emailError = (status: number, descriptor: (typeof errors)[keyof typeof errors]) =>
  new HttpError(status, errors.validation, { fields: { email: [{ descriptor }] } });

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

/** POST /api/email/change: mails a confirmation link to the new address; the account keeps the old one meanwhile. */
export async function requestEmailChange(deps: Deps, auth: Auth, email: string, locale: Locale, log: Log): Promise<{ pending_email: string }> {
  const { db, clock, config, mailer } = deps;
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
    })
    .execute();
  const link = emailChangeLink(config.publicUrl, token);
  const mailLocale: Locale = user.locale === 'en' ? 'en' : user.locale === 'ro-RO' ? 'ro-RO' : locale;
  const mail = emailChangeMail(mailLocale, { brand: config.brandName, link, hours: EMAIL_CHANGE_LIFETIME_MS / HOUR });
  await mailer.send({ to: email, kind: 'email-change', ...mail });
  // Without SMTP nobody receives the mail: the log is how a developer gets the link (never in production).
  if (!mailer.delivers && config.nodeEnv !== 'production') log.info({ userId: user.id, emailChangeLink: link }, 'email change link (no SMTP_URL)');
  return { pending_email: email };
}

/** POST /api/email/change/:token: moves the account to the confirmed address and uses up every open link. */
export async function confirmEmailChange(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<{ email: string }> {
  const { db, clock } = deps;
  const invalid = () => new HttpError(400, errors.emailChangeTokenInvalid);
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw invalid();
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    // The conditional update is the single-use guarantee: of two concurrent uses only one row comes back.
    const used = await trx
      .updateTable('email_changes')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'new_email'])
      .executeTakeFirst();
    if (!used) throw invalid();
    // Someone may have registered the address since the link was sent.
    const owner = await trx.selectFrom('users').select('id').where('email', '=', used.new_email).executeTakeFirst();
    if (owner) throw emailError(409, errors.emailTaken);
    await trx.updateTable('users').set({ email: used.new_email, updated_at: now }).where('id', '=', used.user_id).execute();
    await trx.updateTable('email_changes').set({ used_at: now }).where('user_id', '=', used.user_id).where('used_at', 'is', null).execute();
    return { email: used.new_email };
  });
}
