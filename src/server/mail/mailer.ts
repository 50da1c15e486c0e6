import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/create-database.ts';
import type { Database } from '../db/types.ts';
import type { Mail } from './mail.ts';
import { queueMail } from './outbox.ts';

export interface Mailer {
  /** Stores the mail in mail_outbox and, when SMTP_URL is set, starts delivering it in the background. */
  send(mail: Mail): Promise<void>;
  /** Delivers every queued mail not sent yet (no-op without SMTP). Safe to call concurrently. */
  flush(): Promise<void>;
  /**
   * Starts a flush without waiting for it (failures are logged; what stays undelivered waits for the next flush).
   * Work that queued mail calls this: its own success must not wait on the SMTP server or on the queue's backlog.
   */
  deliverSoon(): void;
  /** Resolves once no delivery is running (shutdown waits for the mail in hand). */
  idle(): Promise<void>;
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
    messageId?: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
};

/** Tries per mail; a mail that failed this often stays unsent. */
export const MAX_ATTEMPTS = 5;

/**
 * SMTP through nodemailer, loaded with the first delivery: without SMTP_URL (the default) it is never needed, and its
 * ~60 modules stay out of the start.
 */
function smtpTransport(url: string): Transport {
  let transport: Promise<Transport> | undefined;
  return {
    async sendMail(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
      return (await transport).sendMail(message);
    },
  };
}

type OutboxRow = Selectable<Database['mail_outbox']>;

/** <outbox-42@medilink.ro>: the same for every attempt at one outbox row. */
const messageIdOf = (id: number, from: string) => `<outbox-${id}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'medilink.invalid'}>`;

export function createMailer(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string | undefined;
  transport?: Transport;
  /** PostgreSQL shared by several instances: claim each mail with a row lock (see deliverClaimed). */
  rowLocks?: boolean;
}): Mailer {
  const { db, clock, log, from } = options;
  const transport: Transport | undefined = options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined);

  function pendingMails(q: Db, limit: number, afterId = 0) {
    return q
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '>', afterId)
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .orderBy('id')
      .limit(limit);
  }

  /** Sends one mail and records the outcome on `q` (the claiming transaction, or the database). */
  async function deliver(q: Db, mail: OutboxRow): Promise<void> {
    if (!transport) return;
    try {
      const attachments = mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, 'base64'),
      }));
      // A stable Message-ID lets a receiving server drop the copy of a retry after a crash between send and commit.
      await transport.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        attachments,
        messageId: messageIdOf(mail.id, from),
        ...(Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
      });
      await q.updateTable('mail_outbox').set({ sent_at: clock.now(), error: null }).where('id', '=', mail.id).execute();
    } catch (err) {
      // The user's action already succeeded; the failure is kept for the next flush (at most 5 attempts).
      log.error({ err, mailId: mail.id, kind: mail.kind, attempt: mail.attempts + 1 }, 'mail delivery failed');
      await q
        .updateTable('mail_outbox')
        .set((eb) => ({ error: String(err).slice(0, 500), attempts: eb('attempts', '+', 1) }))
        .where('id', '=', mail.id)
        .execute();
    }
  }

  /**
   * One process (PGlite): the in-process guard in flush already keeps deliveries apart. Goes on until the outbox is
   * empty (mail queued meanwhile has higher ids); ascending ids, so each mail is tried once per loop.
   */
  async function deliverPending(): Promise<void> {
    for (let lastId = 0; ;) {
      const batch = await pendingMails(db, 50, lastId).execute();
      for (const mail of batch) await deliver(db, mail);
      if (batch.length < 50) return;
      lastId = batch.at(-1)!.id;
    }
  }

  /**
   * Several instances (PostgreSQL): each mail is claimed with a row lock held until its outcome commits, so no
   * other instance can take it meanwhile; an instance that dies mid-send releases the lock with its connection
   * and the mail is due again at once.
   */
  async function deliverClaimed(): Promise<void> {
    // Ascending ids until none is left, each tried once per loop: a failing mail waits for the next flush, not five
    // tries in a row; mail queued meanwhile has higher ids and goes in the same loop.
    let lastId = 0;
    for (;;) {
      const claimed = await db.transaction().execute(async (trx) => {
        const mail = await pendingMails(trx, 1, lastId).forUpdate().skipLocked().executeTakeFirst();
        if (mail) await deliver(trx, mail);
        return mail?.id;
      });
      if (claimed === undefined) return;
      lastId = claimed;
    }
  }

  // One delivery loop at a time, so two loops never send the same mail twice; flushes asked for while one runs
  // share a single next loop (it picks up whatever was queued meanwhile), so a burst of requests costs two loops.
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const startLoop = () =>
    (running = (options.rowLocks ? deliverClaimed() : deliverPending()).finally(() => {
      running = undefined;
    }));
  const flush = (): Promise<void> => {
    // Without SMTP nothing leaves: the mail stays in mail_outbox.
    if (!transport) return Promise.resolve();
    if (next) return next;
    if (!running) return startLoop();
    next = running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return startLoop();
      });
    return next;
  };

  const deliverSoon = () => void flush().catch((err: unknown) => log.error({ err }, 'mail flush failed'));

  return {
    delivers: Boolean(transport),
    async send(mail) {
      const id = await queueMail(db, mail, clock.now());
      if (!transport) {
        log.info({ mailId: id, kind: mail.kind }, 'mail stored in mail_outbox (no SMTP_URL)');
        return;
      }
      // Delivered after the answer: a slow SMTP server must not slow down registration or a reset request.
      deliverSoon();
    },
    flush,
    deliverSoon,
    async idle() {
      while (next ?? running) await (next ?? running)!.catch(() => undefined);
    },
  };
}
