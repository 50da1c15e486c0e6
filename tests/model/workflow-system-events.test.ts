import { expect, it } from 'vitest';
import { ZodError } from 'zod';
import { systemAuth } from '../../src/server/jobs/system-actor.ts';
import { applyEvent } from '../../src/server/workflow/engine.ts';
import { describeEachDatabase, type TestContext } from '../support/databases.ts';
import { LICENCE_CHECKED } from '../support/licences.ts';
import { footprint } from './workflow-fixtures.ts';
import { asParty, createParties, type Party } from '../support/accounts.ts';
import { insertPost, offer, sendNow as send } from '../support/processes.ts';
import { OFFER_TERMS } from '../support/final-offer-terms.ts';

// The events only the server sends (an offer's expiry, a final offer's expiry, an account's closure) come from a
// system actor no request can be: a care agent sending one through POST /api/processes/{id}/events is refused, and
// nothing is written nor told (an outside security run had care close live offers and accounts this way). The
// server's own expiry waits for the deadline; care's way of ending an offer early is an event of its own, with a
// reason both sides read.

const OFFICE = { type: 'office', address: 'Str. Victoriei 10, Cluj-Napoca', contactPerson: 'Ana Pop' };
// Monday 2 March 2026, 10:00 in Bucharest; the interview on Wednesday.
const MONDAY = '2026-03-02T08:00:00Z';
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const AFTER_INTERVIEW = '2026-03-04T10:00:00Z';

type Parties = { candidate: Party; company: Party; care: Party };

async function offered({ candidate, company }: Parties, ctx: TestContext, at = MONDAY) {
  ctx.clock.set(at);
  return offer(ctx, company, await insertPost(ctx, company), candidate.id);
}

/** A final offer valid until Friday 6 March, 14:00 in Bucharest. */
async function finalOffer(parties: Parties, ctx: TestContext) {
  const { candidate, company, care } = parties;
  const id = await offered(parties, ctx);
  await send(ctx, candidate, id, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
  await send(ctx, care, id, 'care.validate', { note: 'Good call', ...LICENCE_CHECKED });
  await send(ctx, company, id, 'company.acceptCandidate');
  await send(ctx, company, id, 'company.proposeInterview', { interview: OFFICE, options: OPTIONS });
  await send(ctx, candidate, id, 'candidate.pickOption', { option: OPTIONS[0] });
  ctx.clock.set(AFTER_INTERVIEW);
  await send(ctx, company, id, 'company.reportPresence', { present: true });
  await send(ctx, candidate, id, 'candidate.reportPresence', { present: true });
  await send(ctx, candidate, id, 'candidate.giveFeedback', { interested: true });
  const offer = { ...OFFER_TERMS, salary: 9000, startDate: '2026-04-01', validUntil: '2026-03-06T12:00:00.000Z' };
  await send(ctx, company, id, 'company.sendFinalOffer', offer);
  return id;
}

async function view(ctx: TestContext, party: Party, id: number) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}`, headers: asParty(party) })).json();
}

async function post(ctx: TestContext, party: Party, id: number, type: string, payload: unknown) {
  const { version } = await view(ctx, party, id);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/processes/${id}/events`,
    headers: asParty(party),
    payload: { type, payload, expectedVersion: version },
  });
}

/** The server's way: the engine, as the system actor, the way the deadline jobs and the erasure send their events. */
async function asSystem(ctx: TestContext, id: number, type: string, payload: unknown = {}) {
  const { version } = await ctx.db.selectFrom('processes').select('version').where('id', '=', id).executeTakeFirstOrThrow();
  return applyEvent(ctx.app.deps, {
    processId: id,
    auth: await systemAuth(ctx.db),
    locale: 'en',
    body: { type, payload, expectedVersion: version },
  }).then(
    (answer) => answer.status,
    // A body the request schema refuses (no such event) is the API's 400, like any field error.
    (error: unknown) => (error instanceof ZodError ? 400 : (error as { statusCode: number }).statusCode),
  );
}

async function noticesTo(ctx: TestContext, party: Party) {
  const user = await ctx.db.selectFrom('users').select('email').where('id', '=', party.id).executeTakeFirstOrThrow();
  const mails = await ctx.db.selectFrom('mail_outbox').select(['kind', 'text_body']).where('to_address', '=', user.email).orderBy('id').execute();
  const bell = await ctx.db.selectFrom('notifications').select(['kind', 'body']).where('user_id', '=', party.id).orderBy('id').execute();
  return { mails, bell };
}

describeEachDatabase('events only the system sends', (ctx) => {
  it("refuses a care agent each of them, by today's names and the old care.* ones: nothing written, nobody told", async () => {
    const parties = await createParties(ctx);
    const { care } = parties;
    const offer = await offered(parties, ctx);
    const final = await finalOffer(parties, ctx);
    // Past every deadline, so only the sender decides: the final offer's validity has passed too.
    ctx.clock.set('2026-03-09T08:00:00Z');
    const attempts: [number, string, unknown][] = [
      [offer, 'expireOffer', {}],
      [offer, 'closeAccount', { reason: 'candidate-account-closed' }],
      [final, 'expireFinalOffer', {}],
      [final, 'closeAccount', { reason: 'company-account-closed' }],
    ];
    for (const [id, name, payload] of attempts) {
      for (const type of [`care.${name}`, `system.${name}`]) {
        const before = await footprint(ctx, id);
        const res = await post(ctx, care, id, type, payload);
        if (type.startsWith('system.')) {
          expect([res.statusCode, res.json().message], `${type}: ${res.body}`).toEqual([
            403,
            'Only Medilink itself takes this action, when a deadline passes or an account is deleted; nobody can send it',
          ]);
        } else {
          // The old names are no events any more: the request names no action of the machine.
          expect([res.statusCode, Object.keys(res.json().errors ?? {})], `${type}: ${res.body}`).toEqual([400, ['type']]);
        }
        expect(await footprint(ctx, id), type).toEqual(before);
      }
    }
    // And no screen is offered one: care's own events only.
    expect((await view(ctx, care, offer)).can).toEqual(['care.endOffer']);
    expect((await view(ctx, care, final)).can).toEqual([]);
  });

  it('lets the server expire an offer only once the time to answer has run out, and logs it as the system', async () => {
    const parties = await createParties(ctx);
    const { candidate, care } = parties;
    // Thursday 5 March, 10:00: 48 hours end on Saturday, so the deadline is Monday 9 March, 10:00.
    const id = await offered(parties, ctx, '2026-03-05T08:00:00Z');
    for (const early of ['2026-03-05T08:00:00Z', '2026-03-07T08:00:00Z', '2026-03-09T07:59:59Z']) {
      ctx.clock.set(early);
      const before = await footprint(ctx, id);
      // Not under its old name, whoever sends it, nor under its own.
      expect(await asSystem(ctx, id, 'care.expireOffer'), early).toBe(400);
      expect(await asSystem(ctx, id, 'system.expireOffer'), early).toBe(409);
      expect(await footprint(ctx, id)).toEqual(before);
    }
    expect((await view(ctx, candidate, id)).state).toBe('offered');

    ctx.clock.set('2026-03-09T08:00:00Z');
    expect(await asSystem(ctx, id, 'system.expireOffer')).toBe(200);
    const after = await view(ctx, care, id);
    expect([after.state, after.snapshot.context.closing]).toEqual(['archived.offerExpired', { event: 'system.expireOffer', by: 'system' }]);
    expect(after.history.at(-1)).toMatchObject({ type: 'system.expireOffer', actor: { role: 'system' }, from: 'offered' });
  });

  it('lets care end an offer early with a reason both sides read, and tells the candidate what happened', async () => {
    const parties = await createParties(ctx);
    const { candidate, company, care } = parties;
    const id = await offered(parties, ctx);
    const companyNotices = (await noticesTo(ctx, company)).mails.length;

    // A reason of the list, and 'other' only with the words of it.
    const bare = await post(ctx, care, id, 'care.endOffer', { reason: 'other', note: 'Called the clinic' });
    expect([bare.statusCode, Object.keys(bare.json().errors)]).toEqual([400, ['text']]);
    expect((await post(ctx, candidate, id, 'care.endOffer', { reason: 'sent-in-error' })).statusCode).toBe(403);

    // The console offers it where the machine allows it: care finds the process by the candidate's email.
    const { email } = await ctx.db.selectFrom('users').select('email').where('id', '=', candidate.id).executeTakeFirstOrThrow();
    const searched = await ctx.app.inject({ method: 'GET', url: `/api/care/search?q=${encodeURIComponent(email)}`, headers: asParty(care) });
    const row = searched.json().processes.find((p: { id: number }) => p.id === id);
    expect(row.can).toEqual(['care.endOffer']);

    const res = await post(ctx, care, id, 'care.endOffer', { reason: 'company-request', note: 'The clinic put the post on hold' });
    expect(res.statusCode, res.body).toBe(200);

    const asCandidate = await view(ctx, candidate, id);
    const asCompany = await view(ctx, company, id);
    expect([asCandidate.state, asCandidate.candidate_status, asCompany.company_status]).toEqual([
      'archived.offerEnded',
      'OfferEndedByMedilink',
      'offer ended by Medilink',
    ]);
    for (const side of [asCandidate, asCompany]) {
      expect(side.snapshot.context.closing).toEqual({ event: 'care.endOffer', by: 'care', reason: 'company-request' });
      // The reason is for both sides; care's note stays with care.
      expect(side.history.at(-1)).toMatchObject({ type: 'care.endOffer', payload: { reason: 'company-request' } });
      expect(side.history.at(-1).payload.note).toBeUndefined();
    }
    expect((await view(ctx, care, id)).history.at(-1).payload.note).toBe('The clinic put the post on hold');

    // The candidate (Romanian) reads why, by mail and in the bell; the company, never involved before care's call,
    // reads it in the process's status.
    const told = await noticesTo(ctx, candidate);
    const said = 'Angajatorul a cerut serviciului clienți să închidă această ofertă înainte să răspundeți';
    expect(told.mails.at(-1)?.kind).toBe('process.care.endOffer');
    expect(told.mails.at(-1)?.text_body).toContain(said);
    expect(told.bell.at(-1)).toMatchObject({ kind: 'process.care.endOffer' });
    expect(told.bell.at(-1)?.body).toContain(said);
    expect((await noticesTo(ctx, company)).mails).toHaveLength(companyNotices);
    expect((await view(ctx, care, id)).can).toEqual(['care.unarchive']);
  });

  it("says care's own words when the reason is 'other', and is closed once the candidate answered", async () => {
    const parties = await createParties(ctx);
    const { candidate, care } = parties;
    const id = await offered(parties, ctx);
    const ended = await post(ctx, care, id, 'care.endOffer', { reason: 'other', text: 'postul s-a mutat la Oradea', note: 'Clinic called' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await noticesTo(ctx, candidate)).mails.at(-1)?.text_body).toContain(
      'Serviciul clienți a închis această ofertă înainte să răspundeți: postul s-a mutat la Oradea.',
    );

    const answered = await offered(parties, ctx);
    await send(ctx, candidate, answered, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
    expect((await post(ctx, care, answered, 'care.endOffer', { reason: 'sent-in-error' })).statusCode).toBe(409);
  });
});
