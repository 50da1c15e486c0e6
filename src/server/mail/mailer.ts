import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/create-database.ts';

export type Mail = { to: string; subject: string; text: string; html: string; kind: string };

export interface Mailer {
  /** Records the mail in mail_outbox, then delivers it over SMTP when SMTP_URL is set. Never throws on delivery failure. */
  send(mail: Mail): Promise<void>;
}

type Transport = { sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown> };

export function createMailer(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string | undefined;
  transport?: Transport;
}): Mailer {
  const transport: Transport | undefined = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  const { db, clock, log, from } = options;

  return {
    async send(mail) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          kind: mail.kind,
          created_at: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        log.info({ mailId: row.id, kind: mail.kind, to: mail.to }, 'mail stored in mail_outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.updateTable('mail_outbox').set({ sent_at: clock.now() }).where('id', '=', row.id).execute();
      } catch (err) {
        // The user's action already succeeded; a delivery failure is logged and kept for a retry, not surfaced.
        log.error({ err, mailId: row.id, kind: mail.kind }, 'mail delivery failed');
        await db.updateTable('mail_outbox').set({ error: String(err).slice(0, 500) }).where('id', '=', row.id).execute();
      }
    },
  };
}
