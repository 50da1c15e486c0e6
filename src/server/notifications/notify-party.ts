import { sql, type Insertable, type Kysely, type QueryCreator } from 'kysely';
import type { Config } from '../config.ts';
import { insertJsonRows } from '../db/json-rows.ts';
import type { Database } from '../db/types.ts';
import { translate } from '../i18n/i18n.ts';
import type { MailFile } from '../mail/mail.ts';
import { outboxRow } from '../mail/outbox.ts';
import { appPathOf } from '../notification-centre/notifications.ts';
import { mailParts } from './messages.ts';
import type { Party } from './process-parties.ts';
import { renderMail } from './render-mail.ts';
import { groupOf, textsLeaveAt } from '../notification-settings/settings.ts';
import { insertWebPushJobs, type WebPushNotice } from '../web-push/enqueue.ts';
import { pushTitles, pushTexts } from '../web-push/messages.ts';

const URGENT_WITHIN_MS = 12 * 3_600_000;

export type Notice = {
  kind: string;
  subject: string;
  body: string;
  extra?: string;
  attachments?: MailFile[];
  /** Whose personal data the notice copies to its addressee (Mail.aboutUserId); its mail only, the texts copy none. */
  aboutUserId?: number;
  /** The answer it asks for is due then: within 12 hours, a text or a push may wake a person who allowed it in quiet hours. */
  deadline?: string;
};

/** The rows one notice to one party adds: its notification-centre entry, its mail, its texts, its push jobs. */
export type NoticeRows = {
  notification: Insertable<Database['notifications']>;
  mail: Insertable<Database['mail_outbox']> | null;
  texts: Insertable<Database['channel_messages']>[];
  /** A push to each device the party turned push on for (one job per device, queued with the rows). */
  webPush: WebPushNotice | null;
};

/**
 * One notice to one party on the channels their settings choose for its kind of news (notification-settings): mail,
 * a short SMS / WhatsApp text with the link on the text channel of the candidate's profile, and a push to the
 * devices they turned it on for, texts and pushes held back until their quiet hours end; and always an entry in the
 * notification centre. 'phone' (a call) is care's job, not an automatic message.
 */
export function noticeRows(config: Config, party: Party, notice: Notice, now: Date): NoticeRows {
  // Whatever the channels, the notice also waits in the user's notification centre (the bell).
  const notification = {
    user_id: party.userId,
    kind: notice.kind,
    title: notice.subject,
    body: notice.body,
    link: appPathOf(party.link),
    created_at: now,
  };
  const group = groupOf(notice.kind);
  const wanted = party.settings.channels[group];
  const channels = wanted.includes('text') ? party.channels.filter((c): c is 'sms' | 'whatsapp' => c === 'sms' || c === 'whatsapp') : [];
  let mail: NoticeRows['mail'] = null;
  if (wanted.includes('email')) {
    const rendered = renderMail({
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
    const attachments = notice.attachments?.length ? { attachments: notice.attachments } : {};
    const about = notice.aboutUserId === undefined ? {} : { aboutUserId: notice.aboutUserId };
    mail = outboxRow({ ...rendered, ...attachments, ...about }, now);
  }
  const text = channels.length ? translate(party.locale, mailParts.text, { brand: config.brandName, body: notice.body, link: party.link }) : '';
  const urgent = !!notice.deadline && Date.parse(notice.deadline) - now.getTime() <= URGENT_WITHIN_MS;
  const leaveAt = textsLeaveAt(party.settings, now, urgent);
  const texts = channels.map((channel) => ({
    user_id: party.userId,
    channel,
    to_address: party.phone,
    body: text,
    kind: notice.kind,
    created_at: now,
    not_before: leaveAt > now ? leaveAt : null,
  }));
  // The push says only which kind of news waits and where: the lock screen and the push service see no names.
  const webPush = wanted.includes('push')
    ? {
        user_id: party.userId,
        title: translate(party.locale, pushTitles[group]),
        body: translate(party.locale, pushTexts.body, { brand: config.brandName }),
        link: party.link,
        run_at: leaveAt,
        created_at: now,
      }
    : null;
  return { notification, mail, texts, webPush };
}

/**
 * Adds the inserts of notices (mails, texts, notification-centre entries, push jobs) as common table expressions of the caller's
 * statement, whatever their number, so they cost no round trip of their own. With `gate` (a common table expression of
 * that statement), they are written only when it returned a row (see insertJsonRows).
 */
export function withNotices<DB extends Database>(qc: QueryCreator<DB>, notices: readonly NoticeRows[], gate?: string) {
  const mails = notices.flatMap((n) => (n.mail ? [n.mail] : []));
  const texts = notices.flatMap((n) => n.texts);
  const notifications = notices.map((n) => n.notification);
  const pushes = notices.flatMap((n) => (n.webPush ? [n.webPush] : []));
  const none = <Q extends Database>(db: QueryCreator<Q>) => db.selectNoFrom(sql<number>`0`.as('id'));
  return qc
    .with('mails', (db) =>
      mails.length ? insertJsonRows(db, 'mail_outbox', mails, { gate, jsonColumns: ['attachments'] }).returning('id') : none(db),
    )
    .with('texts', (db) => (texts.length ? insertJsonRows(db, 'channel_messages', texts, { gate }).returning('id') : none(db)))
    .with('notices', (db) => (notifications.length ? insertJsonRows(db, 'notifications', notifications, { gate }).returning('id') : none(db)))
    .with('pushes', (db) => (pushes.length ? insertWebPushJobs(db, pushes, gate).returning('id') : none(db)));
}

/**
 * Writes notices inside the caller's transaction (so they exist if and only if the change that caused them
 * committed), in one statement whatever their number: each round trip to the database counts under load.
 */
export async function writeNotices(trx: Kysely<Database>, notices: readonly NoticeRows[]): Promise<void> {
  if (!notices.length) return;
  await withNotices(trx, notices)
    .selectNoFrom(sql<number>`1`.as('done'))
    .execute();
}

/** Queues one notice to one party, inside the caller's transaction (see noticeRows). */
export async function notifyParty(trx: Kysely<Database>, config: Config, party: Party, notice: Notice, now: Date): Promise<void> {
  await writeNotices(trx, [noticeRows(config, party, notice, now)]);
}
