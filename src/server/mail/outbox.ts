import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Mail } from './mail.ts';

/**
 * Queues a mail in mail_outbox inside the caller's transaction, so it exists if and only if the change that
 * caused it committed. Call `mailer.deliverSoon()` after the commit to deliver it (when SMTP_URL is set).
 * Under a `dedupKey` (a job's: jobs may run twice) the mail is queued once; a second time returns undefined.
 */
export async function queueMail(trx: Kysely<Database>, mail: Mail, now: Date, dedupKey?: string): Promise<number | undefined> {
  const row = await trx
    .insertInto('mail_outbox')
    .values({ ...outboxRow(mail, now), dedup_key: dedupKey ?? null })
    .onConflict((oc) => oc.column('dedup_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A mail as its mail_outbox row, for callers that queue several mails in one statement. */
export function outboxRow(mail: Mail, now: Date): Insertable<Database['mail_outbox']> {
  return {
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    kind: mail.kind,
    attachments: JSON.stringify(
      (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: (typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content).toString('base64'),
      })),
    ),
    about_user_id: mail.aboutUserId ?? null,
    headers: JSON.stringify(mail.headers ?? {}),
    created_at: now,
  };
}
