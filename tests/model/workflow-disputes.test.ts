import { expect, it } from 'vitest';
import { sweepDeadlines } from '../../src/server/jobs/sweep.ts';
import { describeEachDatabase, type TestContext } from '../support/databases.ts';
import { asParty, createParties, type Party } from '../support/accounts.ts';
import { insertPost, offer, sendNow as send } from '../support/processes.ts';
import { LICENCE_CHECKED } from '../support/licences.ts';
import { OFFER_TERMS } from '../support/final-offer-terms.ts';

// Through the real API: a presence the two sides tell differently waits for care (no one is blamed before),
// care settles it with a note; an accepted final offer is not a hire, and withdrawing it is an event of its own that
// reaches the candidate and care. The company's feed tells "absent" from "present".

const OFFICE = { type: 'office', address: 'Str. Victoriei 10, Cluj-Napoca', contactPerson: 'Ana Pop' };
// The suite clock starts Monday 2026-03-02 09:00Z; the interview is on Wednesday.
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const AFTER_INTERVIEW = '2026-03-04T10:00:00Z';

type Parties = { candidate: Party; company: Party; care: Party };

async function scheduled({ candidate, company, care }: Parties, ctx: TestContext) {
  ctx.clock.set('2026-03-02T09:00:00Z');
  const id = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
  await send(ctx, candidate, id, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
  await send(ctx, care, id, 'care.validate', { note: 'Good call', ...LICENCE_CHECKED });
  await send(ctx, company, id, 'company.acceptCandidate');
  await send(ctx, company, id, 'company.proposeInterview', { interview: OFFICE, options: OPTIONS });
  await send(ctx, candidate, id, 'candidate.pickOption', { option: OPTIONS[0] });
  ctx.clock.set(AFTER_INTERVIEW);
  return id;
}

async function view(ctx: TestContext, party: Party, id: number) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}`, headers: asParty(party) })).json();
}

async function mailsTo(ctx: TestContext, party: Party) {
  const user = await ctx.db.selectFrom('users').select('email').where('id', '=', party.id).executeTakeFirstOrThrow();
  return ctx.db.selectFrom('mail_outbox').select(['kind', 'text_body']).where('to_address', '=', user.email).orderBy('id').execute();
}

async function openFlags(ctx: TestContext, processId: number) {
  await sweepDeadlines(ctx.db, ctx.clock.now());
  return (await ctx.db.selectFrom('care_flags').select('kind').where('process_id', '=', processId).where('resolved_at', 'is', null).execute()).map(
    (f) => f.kind,
  );
}

describeEachDatabase('disputed presence and accepted offers', (ctx) => {
  it('sends a disagreement to care, blames nobody until care settles it, and tells both sides', async () => {
    const parties = await createParties(ctx);
    const { candidate, company, care } = parties;
    const id = await scheduled(parties, ctx);
    await send(ctx, candidate, id, 'candidate.reportPresence', { present: true });
    await send(ctx, company, id, 'company.reportPresence', { present: false });

    const disputed = await view(ctx, candidate, id);
    expect([disputed.state, disputed.candidate_status, disputed.can]).toEqual(['presenceDisputed.candidateAbsence', 'PresenceDisputed', []]);
    expect((await view(ctx, company, id)).company_status).toBe('presence disputed');
    expect(await openFlags(ctx, id)).toEqual(['presenceDisputed']);
    expect((await mailsTo(ctx, candidate)).at(-1)?.text_body).toContain('nimeni nu este marcat absent');

    // Care must say why: a settlement without a note is refused with a field error and changes nothing.
    const version = disputed.version;
    const bare = await ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${id}/events`,
      headers: asParty(care),
      payload: { type: 'care.settlePresence', payload: { held: false }, expectedVersion: version },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.note).toHaveLength(1);
    expect((await view(ctx, care, id)).version).toBe(version);

    await send(ctx, care, id, 'care.settlePresence', { held: true, note: 'The receptionist confirmed she came.' });
    expect((await view(ctx, candidate, id)).state).toBe('interviewPassed');
    expect((await mailsTo(ctx, company)).at(-1)?.text_body).toContain('confirmed that the interview took place');
    expect((await mailsTo(ctx, candidate)).at(-1)?.text_body).toContain('interviul a avut loc');

    const feed = (await ctx.app.inject({ method: 'GET', url: `/api/company/events`, headers: asParty(company) })).json().data;
    const presence = feed.filter((e: { process_id: number; type: string }) => e.process_id === id && e.type.endsWith('reportPresence'));
    expect(presence.map((e: { type: string; to: string }) => [e.type, e.to])).toEqual([
      ['company.reportPresence', 'presenceDisputed.candidateAbsence'],
      ['candidate.reportPresence', 'companyPresent'],
    ]);
  });

  it('ends as a no-show only when care finds the interview did not take place, with no second follow-up', async () => {
    const parties = await createParties(ctx);
    const { candidate, company, care } = parties;
    const id = await scheduled(parties, ctx);
    await send(ctx, company, id, 'company.reportPresence', { present: true });
    await send(ctx, candidate, id, 'candidate.reportPresence', { present: false });
    expect((await view(ctx, care, id)).state).toBe('presenceDisputed.companyAbsence');
    expect(await openFlags(ctx, id)).toEqual(['presenceDisputed']);
    await send(ctx, care, id, 'care.settlePresence', { held: false, note: 'Nobody from the clinic was there.' });
    const ended = await view(ctx, candidate, id);
    expect([ended.state, ended.candidate_status]).toEqual(['archived.companyAbsent', 'CompanyInterviewMissed']);
    expect(await openFlags(ctx, id)).toEqual(['presenceDisputed']);
  });

  it('keeps an accepted final offer apart from the hire, and withdraws it only with its own event and reason', async () => {
    const parties = await createParties(ctx);
    const { candidate, company, care } = parties;
    const id = await scheduled(parties, ctx);
    await send(ctx, company, id, 'company.reportPresence', { present: true });
    await send(ctx, candidate, id, 'candidate.reportPresence', { present: true });
    await send(ctx, candidate, id, 'candidate.giveFeedback', { interested: true });
    const offer = { ...OFFER_TERMS, salary: 9500, startDate: '2026-04-01' };
    await send(ctx, company, id, 'company.sendFinalOffer', offer);
    await send(ctx, candidate, id, 'candidate.acceptFinalOffer', { revision: 1 });

    const accepted = await view(ctx, candidate, id);
    // The validity the machine gave the offer (7 days by default) and the version of its terms are kept with them.
    expect([accepted.candidate_status, accepted.snapshot.context.finalOffer]).toEqual([
      'FinalOfferAccepted',
      { ...offer, advertised: expect.any(Object), validUntil: expect.any(String), revision: 1 },
    ]);
    const asCompany = await view(ctx, company, id);
    expect([asCompany.company_status, asCompany.can.sort()]).toEqual([
      'final offer accepted',
      ['company.confirmHire', 'company.withdrawAcceptedOffer'],
    ]);

    const plain = await ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${id}/events`,
      headers: asParty(company),
      payload: { type: 'company.withdraw', payload: { reason: 'position-filled' }, expectedVersion: asCompany.version },
    });
    expect(plain.statusCode).toBe(409);

    await send(ctx, company, id, 'company.withdrawAcceptedOffer', { reason: 'contract-not-signed' });
    const ended = await view(ctx, candidate, id);
    expect([ended.state, ended.candidate_status, ended.snapshot.context.closing]).toEqual([
      'archived.acceptedOfferWithdrawn',
      'AcceptedOfferWithdrawn',
      { event: 'company.withdrawAcceptedOffer', by: 'company', reason: 'contract-not-signed' },
    ]);
    expect((await mailsTo(ctx, candidate)).at(-1)).toMatchObject({ kind: 'process.company.withdrawAcceptedOffer' });
    expect(await openFlags(ctx, id)).toEqual(['acceptedOfferWithdrawn']);
    expect((await view(ctx, care, id)).can).toEqual(['care.unarchive']);
  });

  it('lets a party ask care to reopen its archived process, with a reason care sees in its follow-ups', async () => {
    const parties = await createParties(ctx);
    const { candidate, company, care } = parties;
    const others = await createParties(ctx);
    const id = await scheduled(parties, ctx);
    const ask = (party: Party, payload: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: `/api/processes/${id}/reopen-request`, headers: asParty(party), payload });

    expect((await ask(candidate, { reason: 'Still open' })).statusCode).toBe(409); // not archived yet
    await send(ctx, company, id, 'company.reportPresence', { present: false });
    expect((await ask(candidate, { reason: ' ' })).statusCode).toBe(400);
    expect((await ask(others.candidate, { reason: 'Not mine' })).statusCode).toBe(404);
    expect((await ask(care, { reason: 'Care reopens itself' })).statusCode).toBe(403);
    const asked = await ask(candidate, { reason: 'I was there at 10:00; the receptionist saw me.' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await ask(company, { reason: 'We would like to meet her too' })).statusCode).toBe(409); // one open request

    const queue = (await ctx.app.inject({ method: 'GET', url: '/api/care/queue', headers: asParty(care) })).json();
    const followUp = queue.follow_ups.find((f: { kind: string; process: { id: number } }) => f.kind === 'reopenRequested' && f.process.id === id);
    expect(followUp).toMatchObject({
      reason: 'I was there at 10:00; the receptionist saw me.',
      asked_by: { side: 'candidate', name: expect.stringMatching(/^Ioana Candidat/) },
    });

    // On the company's side care reads which member asked: the one to call back.
    const otherId = await scheduled(others, ctx);
    await send(ctx, others.company, otherId, 'company.reportPresence', { present: false });
    const byCompany = await ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${otherId}/reopen-request`,
      headers: asParty(others.company),
      payload: { reason: 'She called: the bus was late' },
    });
    expect(byCompany.statusCode, byCompany.body).toBe(201);
    const again = (await ctx.app.inject({ method: 'GET', url: '/api/care/queue', headers: asParty(care) })).json();
    const companyFollowUp = again.follow_ups.find(
      (f: { kind: string; process: { id: number } }) => f.kind === 'reopenRequested' && f.process.id === otherId,
    );
    expect(companyFollowUp).toMatchObject({ asked_by: { side: 'company', name: 'Mihai Ionescu' } });
    // A flag the system raised names nobody.
    const noShow = again.follow_ups.find((f: { kind: string; process: { id: number } }) => f.kind !== 'reopenRequested' && f.process.id === otherId);
    expect(noShow).toMatchObject({ asked_by: null });
  });
});
