import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { startSmtpListener } from '../../../tests/support/smtp-listener.ts';
import { insertCandidate, insertCompany } from '../../../tests/support/accounts.ts';
import { insertNeed } from '../../../tests/support/processes.ts';
import { createOpsWorker, opsDepsOf } from '../jobs/ops-worker.ts';
import { systemAuth } from '../jobs/system-actor.ts';
import { recommendCandidate } from '../matching/run-matching.ts';
import { enqueueFriendInvitation } from './friend-invitation.ts';

const smtp = await startSmtpListener();
const { received } = smtp;
afterAll(() => smtp.close());

/** Just enough MIME to read what nodemailer sent: the decoded subject and the text/plain part. */
function decode(raw: string): { subject: string; text: string } {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const subjectHeader = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '';
  const subject = subjectHeader.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s?/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
  const part = /Content-Type: text\/plain[^\r\n]*\r\nContent-Transfer-Encoding: ([\w-]+)\r\n\r\n([\s\S]*?)\r\n(?:--|$)/.exec(raw);
  if (!part) throw new Error(`no text part in\n${raw}`);
  const [, encoding, body] = part as unknown as [string, string, string];
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { subject, text };
}

describeEachDatabase(
  'notifications over SMTP',
  (ctx) => {
    beforeAll(() => {
      received.length = 0;
    });

    it('delivers each offer in the candidate’s language with the deep link to the offer', async () => {
      const now = ctx.clock.now();
      const company = await insertCompany(ctx.db, now, { name: 'Spitalul Sfânta Maria' });
      const need = await insertNeed(ctx.db, now, company);
      const ro = await insertCandidate(ctx.db, now, { locale: 'ro-RO', full_name: 'Ioana Popescu' });
      const en = await insertCandidate(ctx.db, now, { locale: 'en', full_name: 'Andrei Stan' });
      const auth = await systemAuth(ctx.db);
      const deps = opsDepsOf(ctx.app);
      const roProcess = await recommendCandidate(deps, auth, { needId: need, candidateId: ro.id, source: 'matching' });
      const enProcess = await recommendCandidate(deps, auth, { needId: need, candidateId: en.id, source: 'care' });
      await createOpsWorker(ctx.app).runDue();
      // The jobs queue their mail and start its delivery without waiting for it.
      await ctx.app.deps.mailer.idle();

      const roMail = received.find((m) => m.to.includes(ro.email));
      const enMail = received.find((m) => m.to.includes(en.email));
      expect(roMail, 'Romanian mail received').toBeDefined();
      expect(enMail, 'English mail received').toBeDefined();
      const roText = decode(roMail!.raw);
      const enText = decode(enMail!.raw);
      expect(roText.subject).toBe('Medilink: Asistent medical / Asistentă medicală (altă specialitate) la Spitalul Sfânta Maria');
      expect(roText.text).toContain('Bună ziua, Ioana Popescu,');
      expect(roText.text).toMatch(/Vă rugăm să răspundeți până (luni|marți|miercuri|joi|vineri), \d+ \p{L}+ \d{4} la \d\d:\d\d:/u);
      expect(roText.text).toContain(`http://medilink.test/app/offers/${roProcess}`);
      expect(enText.subject).toBe('Medilink: Registered nurse (other speciality) at Spitalul Sfânta Maria');
      expect(enText.text).toContain('Hello Andrei Stan,');
      expect(enText.text).toMatch(/Please answer by (Monday|Tuesday|Wednesday|Thursday|Friday), \p{L}+ \d+, \d{4} at \d+:\d\d\s[AP]M:/u);
      expect(enText.text).toContain(`http://medilink.test/app/offers/${enProcess}`);
      const sent = await ctx.db.selectFrom('mail_outbox').select(['sent_at']).where('kind', '=', 'offer.new').execute();
      expect(sent.every((m) => m.sent_at !== null)).toBe(true);
    });

    it('delivers a friend’s invitation with the List-Unsubscribe headers mail clients offer their button from', async () => {
      const now = ctx.clock.now();
      const sender = await insertCandidate(ctx.db, now, { full_name: 'Ioana Popescu' });
      const email = `radu.${ctx.kind}.${Date.now()}@example.ro`;
      const { id } = await ctx.db
        .insertInto('recommendations')
        .values({ recommender_id: sender.id, full_name: 'Radu Ene', email, phone: '+40733444555', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueFriendInvitation(ctx.db, id, now);
      await createOpsWorker(ctx.app).runDue();
      await ctx.app.deps.mailer.idle();
      const mail = received.find((m) => m.to.includes(email));
      expect(mail, 'invitation received').toBeDefined();
      const headers = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/medilink\.test\/api\/invitations\/unsubscribe\/[\w-]{43}>$/m);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(decode(mail!.raw).text).toMatch(/dezabonare: http:\/\/medilink\.test\/app\/unsubscribe\/[\w-]{43}\//);
    });
  },
  { env: { SMTP_URL: smtp.url } },
);
