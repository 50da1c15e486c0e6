import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { HOUR } from '../clock.ts';
import type { Auth } from '../fastify-types.ts';
import { recommendCandidate } from '../matching/run-matching.ts';
import { applyEvent } from '../workflow/engine.ts';
import { insertCandidate, insertCareAgent, insertCompany } from '../../../tests/support/accounts.ts';
import { insertNeed } from '../../../tests/support/processes.ts';
import { createOpsWorker, opsDepsOf } from './ops-worker.ts';
import { systemAuth } from './system-actor.ts';
import type { Worker } from './worker.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../../../tests/support/licences.ts';

describeEachDatabase('deadlines as jobs', (ctx) => {
  let worker: Worker;
  let needId: number;
  let companyId: number;

  beforeAll(async () => {
    ctx.clock.set('2026-03-09T08:00:00Z'); // a Monday
    worker = createOpsWorker(ctx.app);
    companyId = await insertCompany(ctx.db, ctx.clock.now());
    needId = await insertNeed(ctx.db, ctx.clock.now(), companyId);
  });

  const offer = async (email: string, locale = 'ro-RO') => {
    const candidate = await insertCandidate(ctx.db, ctx.clock.now(), { email, locale, notification_preferences: ['email', 'sms'] });
    const processId = await recommendCandidate(opsDepsOf(ctx.app), await systemAuth(ctx.db), {
      needId,
      candidateId: candidate.id,
      source: 'matching',
    });
    return { candidate, processId: processId! };
  };
  const mailsTo = (to: string) => ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
  const stateOf = async (id: number) => (await ctx.db.selectFrom('processes').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

  it('sends the offer at once, a reminder after 24 h and ends it as expired after 48 h', async () => {
    const { candidate, processId } = await offer(`ana.${Date.now()}@example.ro`, 'en');
    await worker.runDue();
    let mails = await mailsTo(candidate.email);
    expect(mails.map((m) => m.kind)).toEqual(['offer.new']);
    expect(mails[0]!.text_body).toMatch(/Please answer by Wednesday, March 11, 2026 at 10:00\sAM:/);
    expect(mails[0]!.text_body).toContain(`http://medilink.test/app/offers/${processId}`);
    const texts = await ctx.db.selectFrom('channel_messages').selectAll().where('user_id', '=', candidate.id).execute();
    expect(texts.map((t) => [t.channel, t.kind])).toEqual([['sms', 'offer.new']]);

    ctx.clock.advance(23 * HOUR);
    await worker.runDue();
    expect((await mailsTo(candidate.email)).length).toBe(1);
    ctx.clock.advance(HOUR);
    await worker.runDue();
    mails = await mailsTo(candidate.email);
    expect(mails.map((m) => m.kind)).toEqual(['offer.new', 'offer.reminder']);
    // The reminder names the deadline's day and time on the Bucharest clock, in the candidate's language.
    expect(mails[1]!.text_body).toMatch(/Please answer by Wednesday, March 11, 2026 at 10:00\sAM\./);
    expect(await stateOf(processId)).toBe('offered');

    ctx.clock.advance(24 * HOUR - 1);
    await worker.runDue();
    expect(await stateOf(processId)).toBe('offered');
    ctx.clock.advance(1);
    await worker.runDue();
    expect(await stateOf(processId)).toBe('archived.offerExpired');
    const last = await ctx.db
      .selectFrom('process_events')
      .selectAll()
      .where('process_id', '=', processId)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ type: 'system.expireOffer', actor_role: 'system', from_state: 'offered' });
  });

  it('leaves an answered offer alone', async () => {
    const { candidate, processId } = await offer(`dan.${Date.now()}@example.ro`);
    await worker.runDue();
    const auth: Auth = { userId: candidate.id, role: 'candidate', sessionId: 0 };
    const slot = new Date(ctx.clock.now().getTime() + 26 * HOUR);
    slot.setUTCHours(9, 0, 0, 0);
    const answer = await applyEvent(opsDepsOf(ctx.app), {
      processId,
      auth,
      locale: 'ro-RO',
      body: { type: 'candidate.acceptOffer', payload: { callSlot: slot.toISOString() }, expectedVersion: 1 },
    });
    expect(answer.status).toBe(200);
    ctx.clock.advance(49 * HOUR);
    await worker.runDue();
    expect(await stateOf(processId)).toBe('screening');
    expect((await mailsTo(candidate.email)).map((m) => m.kind)).toEqual(['offer.new']);
  });

  it('catches up on deadlines of offers it never scheduled (created elsewhere) with its sweep', async () => {
    const { candidate, processId } = await offer(`eva.${Date.now()}@example.ro`);
    await ctx.db.deleteFrom('jobs').where('dedup_key', 'like', `offer.%:${processId}:%`).execute();
    ctx.clock.advance(5 * 60_000); // the next sweep period
    await worker.runDue();
    expect((await mailsTo(candidate.email)).map((m) => m.kind)).toEqual(['offer.new']);
  });

  it('mails both sides the interview .ics when a time is picked', async () => {
    const { candidate, processId } = await offer(`ion.${Date.now()}@example.ro`);
    const deps = opsDepsOf(ctx.app);
    const as = (userId: number, role: Auth['role']): Auth =>
      role === 'company' ? { userId, role, sessionId: 0, member: { companyId: userId, memberRole: 'owner' } } : { userId, role, sessionId: 0 };
    const send = async (auth: Auth, type: string, payload: unknown) => {
      const { version } = await ctx.db.selectFrom('processes').select('version').where('id', '=', processId).executeTakeFirstOrThrow();
      const answer = await applyEvent(deps, { processId, auth, locale: 'ro-RO', body: { type, payload, expectedVersion: version } });
      expect(answer.status).toBe(200);
    };
    const day = (n: number) => new Date(Date.parse('2026-03-30T09:00:00Z') + n * 24 * HOUR).toISOString(); // Mon-Wed, 12:00 Bucharest
    ctx.clock.set('2026-03-23T08:00:00Z');
    await send(as(candidate.id, 'candidate'), 'candidate.acceptOffer', { callSlot: day(0) });
    await giveLicenceFor(ctx.db, processId);
    await send(as(await insertCareAgent(ctx.db, ctx.clock.now()), 'care'), 'care.validate', LICENCE_CHECKED);
    await send(as(companyId, 'company'), 'company.acceptCandidate', {});
    await send(as(companyId, 'company'), 'company.proposeInterview', {
      interview: { type: 'phone', phone: '+40722123456' },
      options: [day(0), day(1), day(2)],
    });
    await send(as(candidate.id, 'candidate'), 'candidate.pickOption', { option: day(1) });
    const mails = await ctx.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'process.candidate.pickOption').execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const files = (mail as unknown as { attachments: { filename: string; contentBase64: string }[] }).attachments;
      expect(files.map((f) => f.filename)).toEqual(['interview.ics']);
      expect(Buffer.from(files[0]!.contentBase64, 'base64').toString('utf8')).toContain('BEGIN:VEVENT');
    }
  });
});
