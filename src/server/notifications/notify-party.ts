import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import { translate } from '../i18n/i18n.ts';
import type { MailFile } from '../mail/mail.ts';
import { queueMail } from '../mail/outbox.ts';
import { recordNotification } from '../notification-centre/notifications.ts';
import { mailParts } from './messages.ts';
import type { Party } from './process-parties.ts';
import { renderMail } from './render-mail.ts';

export type Notice = { kind: string; subject: string; body: string; extra?: string; attachments?: MailFile[] };

/**
 * Queues one notice to one party on the channels they chose, inside the caller's transaction: mail (always for
 * companies; for candidates when they chose email or chose no text channel, so nobody is left unaware), and a
 * short SMS / WhatsApp text with the link, and always an entry in the notification centre. 'phone' (a call) is care's job, not an automatic message.
 */
export async function notifyParty(trx: Kysely<Database>, config: Config, party: Party, notice: Notice, now: Date): Promise<void> {
  // Whatever the channels, the notice also waits in the user's notification centre (the bell).
  await recordNotification(trx, { userId: party.userId, kind: notice.kind, title: notice.subject, body: notice.body, link: party.link }, now);
  const texts = party.channels.filter((c): c is 'sms' | 'whatsapp' => c === 'sms' || c === 'whatsapp');
  if (party.role === 'company' || party.channels.includes('email') || texts.length === 0) {
    const mail = renderMail({
      to: party.email,
      locale: party.locale,
      name: party.name,
      subject: notice.subject,
      body: notice.body,
      link: party.link,
      kind: notice.kind,
      brand: config.brandName,
      ...(notice.extra ? { extra: notice.extra } : {}),
    });
    await queueMail(trx, notice.attachments?.length ? { ...mail, attachments: notice.attachments } : mail, now);
  }
  if (!texts.length) return;
  const body = translate(party.locale, mailParts.text, { brand: config.brandName, body: notice.body, link: party.link });
  await trx
    .insertInto('channel_messages')
    .values(texts.map((channel) => ({ user_id: party.userId, channel, to_address: party.phone, body, kind: notice.kind, created_at: now })))
    .execute();
}
