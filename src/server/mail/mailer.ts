import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import type { Mail } from './mail.ts';
import { queueMail } from './outbox.ts';

export interface Mailer {
  /** Stores the mail in mail_outbox and, when SMTP_URL is set, starts delivering it in the background. */
  send(mail: Mail): Promise<void>;
  /** Delivers every queued mail not sent yet (no-op without SMTP). Safe to call concurrently. */
  flush(): Promise<void>;
  /** True when mails really leave (SMTP_URL set); otherwise they stay in mail_outbox. */
  readonly delivers: boolean;
}

export type Transport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
  }): Promise<unknown>;
};

const MAX_ATTEMPTS = 5;

export function createMailer(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string | undefined;
  transport?: Transport;
}): Mailer {
  const { db, clock, log, from } = options;
  const transport: Transport | undefined = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  let flushing: Promise<void> | undefined;

  async function deliverPending(): Promise<void> {
    if (!transport) return;
    const pending = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .orderBy('id')
      .limit(50)
      .execute();
    for (const mail of pending) {
      try {
        const attachments = mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') }));
        await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body, attachments });
        await db.updateTable('mail_outbox').set({ sent_at: clock.now(), error: null }).where('id', '=', mail.id).execute();
      } catch (err) {
        // The user's action already succeeded; the failure is kept for the next flush (at most 5 attempts).
        log.error({ err, mailId: mail.id, kind: mail.kind, attempt: mail.attempts + 1 }, 'mail delivery failed');
        await db
          .updateTable('mail_outbox')
          .set((eb) => ({ error: String(err).slice(0, 500), attempts: eb('attempts', '+', 1) }))
          .where('id', '=', mail.id)
          .execute();
      }
    }
  }

  const flush = async (): Promise<void> => {
    // One delivery loop at a time, so two flushes never send the same mail twice.
    while (flushing) await flushing;
    flushing = deliverPending().finally(() => {
      flushing = undefined;
    });
    await flushing;
  };

  return {
    delivers: Boolean(transport),
    async send(mail) {
      const id = await queueMail(db, mail, clock.now());
      if (!transport) {
        log.info({ mailId: id, kind: mail.kind }, 'mail stored in mail_outbox (no SMTP_URL)');
        return;
      }
      // Delivered after the answer: a slow SMTP server must not slow down registration or a reset request.
      void flush().catch((err: unknown) => log.error({ err }, 'mail flush failed'));
    },
    flush,
  };
}
