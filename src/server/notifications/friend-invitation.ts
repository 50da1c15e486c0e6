import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-database.ts';
import type { Database, InvitationWithheld } from '../db/types.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { containsLink } from '../lib/link-free.ts';
import type { Mailer } from '../mail/mailer.ts';
import { queueMail } from '../mail/outbox.ts';
import { addressHash, INVITATION_QUIET_DAYS } from '../recommendations/invitation-rules.ts';
import { friendTexts } from './messages.ts';
import { appUrl } from './process-parties.ts';
import { renderMail } from './render-mail.ts';

const DAY = 24 * 3600_000;

/**
 * The registration link of an invited friend: the onboarding wizard prefilled with name and email, and the
 * campaign parameters that attribute the new account to the recommendation (stored with the registration).
 */
export function invitationLink(config: Config, r: { id: number; full_name: string; email: string }): string {
  const params = new URLSearchParams({
    utm_source: 'recommendation',
    utm_medium: 'email',
    utm_campaign: 'recommend-a-friend',
    utm_content: `recommendation-${r.id}`,
    email: r.email,
    name: r.full_name,
  });
  return `${appUrl(config, '/onboarding/candidate/')}?${params.toString()}`;
}

/** The page a friend stops invitations on, and the address a mail client posts to for a one-click unsubscribe. */
export const unsubscribePage = (config: Config, token: string) => appUrl(config, `/unsubscribe/${token}/`);
export const unsubscribeEndpoint = (config: Config, token: string) => `${config.publicUrl.replace(/\/$/, '')}/api/invitations/unsubscribe/${token}`;

/** Why this address may not be invited now, or null when it may (its row is locked by the caller). */
async function withheldFor(trx: Kysely<Database>, hash: string, names: string[], now: Date): Promise<InvitationWithheld | null> {
  await trx
    .insertInto('invitation_addresses')
    .values({ address_hash: hash })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const address = await trx.selectFrom('invitation_addresses').selectAll().where('address_hash', '=', hash).forUpdate().executeTakeFirstOrThrow();
  if (address.unsubscribed_at) return 'unsubscribed';
  if (address.last_invited_at && now.getTime() - address.last_invited_at.getTime() < INVITATION_QUIET_DAYS * DAY) return 'recently-invited';
  // Recommendations stored before names were checked, or a sender's name changed since.
  if (names.some(containsLink)) return 'links';
  return null;
}

/**
 * Mails the friend an invitation to register, in the recommender's language (the friend's is unknown), in the
 * product's own words: the sender's name and, at most, her short note. Unless the address asked to stop (the
 * suppression list) or was invited in the last INVITATION_QUIET_DAYS, by anyone: then the recommendation only
 * records why. Each invitation carries an unsubscribe link (a new token, stored hashed, without expiry) and the
 * List-Unsubscribe headers. One transaction, and done once: a job run twice finds the outcome recorded.
 */
export async function sendFriendInvitation(deps: { db: Db; config: Config; mailer: Mailer; now: Date }, recommendationId: number): Promise<boolean> {
  const { db, config, now } = deps;
  const sent = await db.transaction().execute(async (trx) => {
    const r = await trx
      .selectFrom('recommendations as r')
      .innerJoin('candidates as c', 'c.user_id', 'r.recommender_id')
      .innerJoin('users as u', 'u.id', 'r.recommender_id')
      .select([
        'r.id',
        'r.full_name',
        'r.email',
        'r.note',
        'r.invited_at',
        'r.invitation_withheld',
        'r.recommender_id',
        'c.full_name as recommender',
        'u.locale',
      ])
      .where('r.id', '=', recommendationId)
      .forUpdate('r')
      .executeTakeFirst();
    if (!r || r.invited_at || r.invitation_withheld) return false;
    const hash = addressHash(r.email);
    const withheld = await withheldFor(trx, hash, [r.full_name, r.recommender, r.note ?? ''], now);
    if (withheld) {
      await trx.updateTable('recommendations').set({ invitation_withheld: withheld }).where('id', '=', r.id).execute();
      return false;
    }
    const token = newToken();
    await trx
      .insertInto('invitation_unsubscribe_tokens')
      .values({ token_hash: hashToken(token), address_hash: hash, created_at: now })
      .execute();
    const locale: Locale = r.locale === 'en' ? 'en' : 'ro-RO';
    const values = { brand: config.brandName, recommender: r.recommender };
    const mail = renderMail({
      to: r.email,
      locale,
      name: r.full_name,
      subject: translate(locale, friendTexts.subject, values),
      body: translate(locale, friendTexts.body, values),
      ...(r.note ? { lead: translate(locale, friendTexts.note, { ...values, note: r.note }) } : {}),
      link: invitationLink(config, r),
      kind: 'friend.invitation',
      brand: config.brandName,
      unsubscribe: {
        text: translate(locale, friendTexts.why, values),
        label: translate(locale, friendTexts.unsubscribe),
        url: unsubscribePage(config, token),
      },
      // RFC 2369 and RFC 8058: mail clients offer their own unsubscribe button, which posts to the endpoint.
      headers: { 'List-Unsubscribe': `<${unsubscribeEndpoint(config, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    // It names the recommender: her erasure finds it by her id.
    await queueMail(trx, { ...mail, aboutUserId: r.recommender_id }, now, `friend.invite:${r.id}`);
    await trx.updateTable('invitation_addresses').set({ last_invited_at: now }).where('address_hash', '=', hash).execute();
    await trx.updateTable('recommendations').set({ invited_at: now }).where('id', '=', r.id).execute();
    return true;
  });
  if (sent) deps.mailer.deliverSoon();
  return sent;
}

/** Queues the invitation of a just-stored recommendation (call after its insert; the sweep catches any missed). */
export async function enqueueFriendInvitation(db: Kysely<Database>, recommendationId: number, now: Date): Promise<void> {
  await enqueueJob(db, { kind: 'friend.invite', payload: { recommendationId }, runAt: now, dedupKey: `friend.invite:${recommendationId}` }, now);
}
