import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { hiringMachine } from '../../../machines/index.ts';
import { HOUR } from '../clock.ts';
import type { Auth } from '../fastify-types.ts';
import { recommendCandidate } from '../matching/run-matching.ts';
import { applyEvent } from '../workflow/engine.ts';
import { derivedColumns } from '../workflow/process-view.ts';
import { insertCandidate, insertCompany } from '../../../tests/support/accounts.ts';
import { insertNeed } from '../../../tests/support/processes.ts';
import { createOpsWorker, opsDepsOf } from './ops-worker.ts';
import { sweepDeadlines } from './sweep.ts';
import { systemAuth } from './system-actor.ts';
import type { Worker } from './worker.ts';
import { OFFER_TERMS } from '../../../tests/support/final-offer-terms.ts';

// The final offer's validity on a controlled clock: the reminder 24 h before it ends, the expiry that archives the
// process through the machine (both sides told), an extension or a correction that moves both, and the refusals around
// them.
describeEachDatabase('final offer validity as jobs', (ctx) => {
  let worker: Worker;
  let needId: number;
  let companyId: number;
  let companyEmail: string;

  beforeAll(async () => {
    ctx.clock.set('2026-03-09T08:00:00Z'); // a Monday, 10:00 in Bucharest
    worker = createOpsWorker(ctx.app);
    companyId = await insertCompany(ctx.db, ctx.clock.now(), { locale: 'en' });
    companyEmail = (await ctx.db.selectFrom('users').select('email').where('id', '=', companyId).executeTakeFirstOrThrow()).email;
    needId = await insertNeed(ctx.db, ctx.clock.now(), companyId);
  });

  const company = (): Auth => ({ userId: companyId, role: 'company', sessionId: 0, member: { companyId, memberRole: 'owner' } });
  const mailKinds = async (to: string) =>
    (await ctx.db.selectFrom('mail_outbox').select('kind').where('to_address', '=', to).orderBy('id').execute()).map((m) => m.kind);
  const processRow = (id: number) => ctx.db.selectFrom('processes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const send = async (processId: number, auth: Auth, type: string, payload: unknown) => {
    const { version } = await processRow(processId);
    return applyEvent(opsDepsOf(ctx.app), { processId, auth, locale: 'en', body: { type, payload, expectedVersion: version } });
  };
  const refusal = (answer: Promise<unknown>) =>
    answer.then(
      () => ({ status: 200, fields: {} }),
      (e: { statusCode: number; fields?: object }) => ({ status: e.statusCode, fields: e.fields ?? {} }),
    );

  /** A candidate whose process waits for the company's decision after a good interview (positive feedback). */
  async function atPositiveFeedback() {
    const candidate = await insertCandidate(ctx.db, ctx.clock.now(), { locale: 'en' });
    const processId = (await recommendCandidate(opsDepsOf(ctx.app), await systemAuth(ctx.db), {
      needId,
      candidateId: candidate.id,
      source: 'matching',
    }))!;
    const initial = hiringMachine.resolveState({
      value: 'offered',
      context: { ...JSON.parse(JSON.stringify((await processRow(processId)).snapshot)).context },
    });
    const snapshot = hiringMachine.resolveState({ value: 'positiveFeedback', context: initial.context });
    await ctx.db.updateTable('processes').set(derivedColumns(snapshot)).where('id', '=', processId).execute();
    await ctx.db.deleteFrom('jobs').where('dedup_key', 'like', `offer.%:${processId}:%`).execute();
    return { candidate, processId, auth: { userId: candidate.id, role: 'candidate', sessionId: 0 } as Auth };
  }

  const offer = (validUntil?: string) => ({
    ...OFFER_TERMS,
    salary: 9000,
    startDate: '2026-04-01',
    ...(validUntil ? { validUntil } : {}),
  });

  it('is valid 7 days by default, reminds the candidate 24 h before and archives the offer at its end, telling both sides', async () => {
    ctx.clock.set('2026-03-09T08:00:00Z');
    const { candidate, processId } = await atPositiveFeedback();
    expect((await send(processId, company(), 'company.sendFinalOffer', offer())).status).toBe(200);
    const validUntil = (await processRow(processId)).snapshot as { context: { finalOffer: { validUntil: string } } };
    expect(validUntil.context.finalOffer.validUntil).toBe('2026-03-16T08:00:00.000Z');

    await sweepDeadlines(ctx.db, ctx.clock.now());
    ctx.clock.set('2026-03-15T07:59:59Z');
    await worker.runDue();
    expect(await mailKinds(candidate.email)).toEqual(['process.company.sendFinalOffer']);
    ctx.clock.set('2026-03-15T08:00:00Z');
    await worker.runDue();
    expect(await mailKinds(candidate.email)).toEqual(['process.company.sendFinalOffer', 'finalOffer.reminder']);
    expect((await processRow(processId)).state).toBe('finalOffer');

    ctx.clock.set('2026-03-16T07:59:59Z');
    await worker.runDue();
    expect((await processRow(processId)).state).toBe('finalOffer');
    ctx.clock.set('2026-03-16T08:00:00Z');
    await worker.runDue();
    const row = await processRow(processId);
    expect([row.state, row.candidate_status, row.company_status]).toEqual(['archived.finalOfferExpired', 'FinalOfferExpired', 'final offer expired']);
    const last = await ctx.db
      .selectFrom('process_events')
      .selectAll()
      .where('process_id', '=', processId)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ type: 'system.expireFinalOffer', actor_role: 'system', from_state: 'finalOffer' });
    expect((await mailKinds(candidate.email)).at(-1)).toBe('process.system.expireFinalOffer');
    expect(await mailKinds(companyEmail)).toContain('process.system.expireFinalOffer');
  });

  it('moves the reminder and the expiry when the company extends the offer; the old ones do nothing', async () => {
    ctx.clock.set('2026-03-09T08:00:00Z');
    const { candidate, processId, auth } = await atPositiveFeedback();
    await send(processId, company(), 'company.sendFinalOffer', offer('2026-03-12T08:00:00Z'));
    await sweepDeadlines(ctx.db, ctx.clock.now());
    ctx.clock.set('2026-03-11T10:00:00Z');
    expect((await send(processId, company(), 'company.extendFinalOffer', { validUntil: '2026-03-20T08:00:00Z' })).status).toBe(200);
    await sweepDeadlines(ctx.db, ctx.clock.now());
    ctx.clock.set('2026-03-12T09:00:00Z');
    await worker.runDue();
    expect((await processRow(processId)).state).toBe('finalOffer');
    // The reminder and the expiry of the first validity found another one and did nothing.
    expect((await mailKinds(candidate.email)).filter((k) => k === 'finalOffer.reminder')).toHaveLength(0);
    expect(await mailKinds(candidate.email)).toContain('process.company.extendFinalOffer');
    ctx.clock.set('2026-03-19T07:59:59Z');
    await worker.runDue();
    expect((await mailKinds(candidate.email)).filter((k) => k === 'finalOffer.reminder')).toHaveLength(0);
    ctx.clock.set('2026-03-19T08:00:00Z');
    await worker.runDue();
    expect((await mailKinds(candidate.email)).filter((k) => k === 'finalOffer.reminder')).toHaveLength(1);
    expect((await send(processId, auth, 'candidate.acceptFinalOffer', { revision: 1 })).status).toBe(200);
    ctx.clock.set('2026-03-20T08:00:00Z');
    await worker.runDue();
    expect((await processRow(processId)).state).toBe('offerAccepted');
  });

  it('moves the reminder and the expiry when the company corrects the offer: the new terms get their whole validity', async () => {
    ctx.clock.set('2026-03-09T08:00:00Z');
    const { candidate, processId, auth } = await atPositiveFeedback();
    await send(processId, company(), 'company.sendFinalOffer', offer('2026-03-12T08:00:00Z'));
    await sweepDeadlines(ctx.db, ctx.clock.now());
    ctx.clock.set('2026-03-10T10:00:00Z');
    expect((await send(processId, company(), 'company.reviseFinalOffer', { ...offer(), salary: 9500 })).status).toBe(200);
    await sweepDeadlines(ctx.db, ctx.clock.now());
    // The first validity's reminder (03-11) and expiry (03-12) find another validity and do nothing.
    ctx.clock.set('2026-03-12T09:00:00Z');
    await worker.runDue();
    expect((await processRow(processId)).state).toBe('finalOffer');
    const reminders = async () => (await mailKinds(candidate.email)).filter((k) => k === 'finalOffer.reminder');
    expect(await reminders()).toHaveLength(0);
    expect(await mailKinds(candidate.email)).toContain('process.company.reviseFinalOffer');
    // A week from the correction: reminded the day before, expired at its end.
    ctx.clock.set('2026-03-16T10:00:00Z');
    await worker.runDue();
    expect(await reminders()).toHaveLength(1);
    ctx.clock.set('2026-03-17T09:59:59Z');
    await worker.runDue();
    expect((await processRow(processId)).state).toBe('finalOffer');
    ctx.clock.set('2026-03-17T10:00:00Z');
    await worker.runDue();
    expect((await processRow(processId)).state).toBe('archived.finalOfferExpired');
    expect((await refusal(send(processId, auth, 'candidate.acceptFinalOffer', { revision: 2 }))).status).toBe(409);
  });

  it('refuses a validity under 48 hours or past the start date, an answer after expiry and an expiry before it', async () => {
    ctx.clock.set('2026-03-09T08:00:00Z');
    const { processId, auth } = await atPositiveFeedback();
    const short = await refusal(send(processId, company(), 'company.sendFinalOffer', offer('2026-03-10T08:00:00Z')));
    expect(short.status).toBe(400);
    expect(Object.keys(short.fields)).toEqual(['validUntil']);
    const late = await refusal(send(processId, company(), 'company.sendFinalOffer', offer('2026-04-01T08:00:00Z')));
    expect([late.status, Object.keys(late.fields)]).toEqual([400, ['validUntil']]);
    expect((await send(processId, company(), 'company.sendFinalOffer', offer('2026-03-12T08:00:00Z'))).status).toBe(200);

    expect((await refusal(send(processId, await systemAuth(ctx.db), 'system.expireFinalOffer', {}))).status).toBe(409);
    const earlier = await refusal(send(processId, company(), 'company.extendFinalOffer', { validUntil: '2026-03-11T10:00:00Z' }));
    expect([earlier.status, Object.keys(earlier.fields)]).toEqual([400, ['validUntil']]);
    ctx.clock.advance(72 * HOUR);
    expect((await refusal(send(processId, auth, 'candidate.acceptFinalOffer', { revision: 1 }))).status).toBe(409);
    expect((await processRow(processId)).state).toBe('finalOffer');
  });
});
