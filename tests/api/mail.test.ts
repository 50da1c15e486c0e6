import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { passwordResetMail, welcomeMail } from '../../src/server/mail/templates.ts';
import { renderMail } from '../../src/server/notifications/render-mail.ts';
import { describeEachDatabase } from '../support/databases.ts';

// Every mail (account mails and process mails alike) in one layout, with one greeting and one signature.
describe('one mail layout', () => {
  const brand = 'Medilink';
  const link = 'https://medilink.test/app/offers/7';
  const mailsIn = (locale: 'ro-RO' | 'en') => ({
    welcome: welcomeMail(locale, { brand, name: 'Ana <Pop>', link }),
    reset: passwordResetMail(locale, { brand, link, minutes: 60 }),
    process: renderMail({ to: 'ana@example.ro', locale, name: 'Ana <Pop>', subject: 'S', body: 'Compania „A&B” vă invită.', link, kind: 'k', brand }),
  });

  it.each([
    ['ro-RO', 'Bună ziua, Ana <Pop>,', 'Bună ziua,', 'Echipa Medilink'],
    ['en', 'Hello Ana <Pop>,', 'Hello,', 'The Medilink team'],
  ] as const)('greets and signs every %s mail the same way, formally', (locale, named, unnamed, signature) => {
    const { welcome, reset, process } = mailsIn(locale);
    expect(welcome.text.split('\n')[0]).toBe(named);
    expect(process.text.split('\n')[0]).toBe(named);
    expect(reset.text.split('\n')[0]).toBe(unnamed);
    for (const mail of [welcome, reset, process]) {
      expect(mail.text.trimEnd().split('\n').at(-1)).toBe(signature);
      expect(mail.html).toContain(`<html lang="${locale === 'en' ? 'en' : 'ro'}">`);
      expect(mail.html).toContain(`<a href="${link}"`);
    }
  });

  it('escapes every text it puts into the HTML, the name and the body alike', () => {
    const { welcome, process } = mailsIn('ro-RO');
    expect(welcome.html).toContain('Bună ziua, Ana &lt;Pop&gt;,');
    expect(welcome.html).not.toContain('<Pop>');
    expect(process.html).toContain('Compania „A&amp;B” vă invită.');
  });
});

type Received = { to: string[]; raw: string };

describeEachDatabase('mail delivery over SMTP', (ctx) => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port = 0;
  let reject = false;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (reject) return callback(new Error('mailbox unavailable'));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  const mailer = () =>
    createMailer({ db: ctx.db, clock: ctx.clock, log: ctx.app.log, from: 'Medilink <no-reply@medilink.test>', smtpUrl: `smtp://127.0.0.1:${port}` });

  it('sends a bilingual template for real, with attachments, and marks it sent', async () => {
    const mail = passwordResetMail('en', { brand: 'Medilink', link: 'http://medilink.test/app/password/reset/abc/', minutes: 60 });
    const m = mailer();
    await m.send({
      to: 'ana@example.ro',
      kind: 'test',
      ...mail,
      attachments: [{ filename: 'interviu.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
    });
    await m.flush();
    const got = received.find((r) => r.to.includes('ana@example.ro'));
    expect(got?.raw).toContain('Subject: Reset your Medilink password');
    expect(got?.raw).toContain('interviu.ics');
    const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'ana@example.ro').executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.attachments).toHaveLength(1);
  });

  it('keeps a mail the server refused and delivers it on the next flush', async () => {
    reject = true;
    const m = mailer();
    await m.send({ to: 'radu@example.ro', kind: 'test', subject: 'S', text: 'T', html: '<p>T</p>' });
    await m.flush();
    const failed = await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'radu@example.ro').executeTakeFirstOrThrow();
    expect(failed.sent_at).toBeNull();
    expect(failed.attempts).toBeGreaterThanOrEqual(1);
    expect(failed.error).toContain('mailbox unavailable');
    reject = false;
    await m.flush();
    const sent = await ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', failed.id).executeTakeFirstOrThrow();
    expect(sent.sent_at).not.toBeNull();
    expect(received.filter((r) => r.to.includes('radu@example.ro'))).toHaveLength(1);
  });

  it('without SMTP_URL keeps mail in the outbox only', async () => {
    const m = createMailer({ db: ctx.db, clock: ctx.clock, log: ctx.app.log, from: 'x <x@x.ro>' });
    expect(m.delivers).toBe(false);
    await m.send({ to: 'ioana@example.ro', kind: 'test', subject: 'S', text: 'T', html: '<p>T</p>' });
    const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'ioana@example.ro').executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(received.some((r) => r.to.includes('ioana@example.ro'))).toBe(false);
  });
});
