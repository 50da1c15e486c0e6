import type { Db } from '../db/create-database.ts';
import type { Config } from '../config.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { queueMail } from '../mail/outbox.ts';
import type { Mailer } from '../mail/mailer.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { friendTexts } from './messages.ts';
import { appUrl } from './process-parties.ts';
import { renderMail } from './render-mail.ts';

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

/** Mails the friend an invitation to register, in the recommender's language (the friend's is unknown). */
export async function sendFriendInvitation(deps: { db: Db; config: Config; mailer: Mailer; now: Date }, recommendationId: number): Promise<boolean> {
  const { db, config } = deps;
  const r = await db
    .selectFrom('recommendations as r')
    .innerJoin('candidates as c', 'c.user_id', 'r.recommender_id')
    .innerJoin('users as u', 'u.id', 'r.recommender_id')
    .select(['r.id', 'r.full_name', 'r.email', 'r.recommender_id', 'c.full_name as recommender', 'u.locale'])
    .where('r.id', '=', recommendationId)
    .executeTakeFirst();
  if (!r) return false;
  const locale: Locale = r.locale === 'en' ? 'en' : 'ro-RO';
  const values = { brand: config.brandName, recommender: r.recommender };
  const rendered = renderMail({
    to: r.email,
    locale,
    name: r.full_name,
    subject: translate(locale, friendTexts.subject, values),
    body: translate(locale, friendTexts.body, values),
    link: invitationLink(config, r),
    kind: 'friend.invitation',
    brand: config.brandName,
  });
  // It names the recommender: her erasure finds it by her id.
  await queueMail(db, { ...rendered, aboutUserId: r.recommender_id }, deps.now);
  deps.mailer.deliverSoon();
  return true;
}

/** Queues the invitation of a just-stored recommendation (call after its insert; the sweep catches any missed). */
export async function enqueueFriendInvitation(db: Db, recommendationId: number, now: Date): Promise<void> {
  await enqueueJob(db, { kind: 'friend.invite', payload: { recommendationId }, runAt: now, dedupKey: `friend.invite:${recommendationId}` }, now);
}
