import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../tests/support/databases.ts';
import { asParty, createParties, type Party } from '../../../tests/support/accounts.ts';
import { insertPost, offer, sendNow as send } from '../../../tests/support/processes.ts';
import { LICENCE_CHECKED } from '../../../tests/support/licences.ts';

// GET /api/interviews: the candidate's interview rounds across processes, grouped by phase, and only its own.

const OFFICE = { type: 'office', address: 'Str. Victoriei 10, Cluj-Napoca', contactPerson: 'Ana Pop' };
const PHONE = { type: 'phone', phone: '+40 744 123 456' };
/** The invitation as kept: the phone number in E.164 (machines/phone.ts). */
const STORED_PHONE = { type: 'phone', phone: '+40744123456' };
const VIRTUAL = { type: 'virtual', link: 'https://meet.example.com/abc' };
// The suite clock starts Monday 2026-03-02 09:00Z.
const FIRST = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const LATER = ['2026-03-10T12:00:00.000Z', '2026-03-11T13:00:00.000Z', '2026-03-12T14:00:00.000Z'];
const CANDIDATE_OPTIONS = ['2026-03-13T09:00:00.000Z', '2026-03-16T09:00:00.000Z', '2026-03-17T09:00:00.000Z'];

type Parties = { candidate: Party; company: Party; care: Party };

/** A new process of `candidate`, taken to the interview invitation. */
async function invited({ candidate, company, care }: Parties, ctx: TestContext, interview: unknown, options: string[]) {
  const id = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
  await send(ctx, candidate, id, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
  await send(ctx, care, id, 'care.validate', LICENCE_CHECKED);
  await send(ctx, company, id, 'company.acceptCandidate');
  await send(ctx, company, id, 'company.proposeInterview', { interview, options });
  return id;
}

async function interviews(ctx: TestContext, party: Party) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/interviews', headers: asParty(party) });
  return { status: res.statusCode, body: res.json() as { data: Record<string, unknown>[] } };
}

describeEachDatabase('candidate interviews', (ctx) => {
  it('lists every round: upcoming, waiting for either side, then past and cancelled', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const parties = await createParties(ctx);
    const { candidate, company } = parties;

    const followUp = await invited(parties, ctx, OFFICE, FIRST);
    await send(ctx, candidate, followUp, 'candidate.pickOption', { option: FIRST[0] });
    const upcoming = await invited(parties, ctx, OFFICE, LATER);
    await send(ctx, candidate, upcoming, 'candidate.pickOption', { option: LATER[1] });
    const choose = await invited(parties, ctx, PHONE, LATER);
    const employer = await invited(parties, ctx, VIRTUAL, LATER);
    await send(ctx, candidate, employer, 'candidate.proposeOptions', { options: CANDIDATE_OPTIONS });
    const cancelled = await invited(parties, ctx, OFFICE, LATER);
    await send(ctx, candidate, cancelled, 'candidate.pickOption', { option: LATER[0] });
    await send(ctx, company, cancelled, 'company.cancelInterview', { reason: 'hiring-paused' });
    // A position withdrawn before its interview was agreed: the round reads as cancelled.
    const withdrawn = await invited(parties, ctx, PHONE, LATER);
    await send(ctx, company, withdrawn, 'company.withdraw', { reason: 'position-filled' });
    await offer(ctx, company, await insertPost(ctx, company), candidate.id); // an offer only: no interview

    ctx.clock.set('2026-03-04T10:00:00Z'); // after the first interview of `followUp`
    await send(ctx, company, followUp, 'company.reportPresence', { present: true });
    await send(ctx, candidate, followUp, 'candidate.reportPresence', { present: true });
    await send(ctx, candidate, followUp, 'candidate.giveFeedback', { interested: true });
    await send(ctx, company, followUp, 'company.requestFollowUp', { interview: PHONE, options: LATER });

    const { status, body } = await interviews(ctx, candidate);
    expect(status).toBe(200);
    expect(body.data.map((i) => [i.process_id, i.round, i.phase])).toEqual([
      [upcoming, 1, 'upcoming'],
      [followUp, 2, 'choose'],
      [choose, 1, 'choose'],
      [employer, 1, 'employer'],
      [cancelled, 1, 'cancelled'],
      [followUp, 1, 'past'],
      [withdrawn, 1, 'cancelled'],
    ]);
    const byKey = (id: number, round = 1) => body.data.find((i) => i.process_id === id && i.round === round)!;
    expect(byKey(upcoming)).toMatchObject({ interview: OFFICE, scheduled_at: LATER[1], options: [], status: 'InterviewScheduled', archived: false });
    expect(byKey(upcoming).company).toMatch(/^Clinica /);
    expect(typeof byKey(upcoming).position).toBe('string');
    expect(typeof byKey(upcoming).location).toBe('string');
    expect(byKey(choose)).toMatchObject({ interview: STORED_PHONE, scheduled_at: null, options: LATER, rescheduled: false });
    // The pasted link is replaced by the room the server opened.
    expect(byKey(employer)).toMatchObject({ interview: { type: 'virtual' }, options: CANDIDATE_OPTIONS, status: 'InterviewAcceptedByCompany' });
    expect(byKey(employer).interview).toMatchObject({ link: expect.stringMatching(/^https:\/\/meet\.jit\.si\/Medilink-[0-9a-f]{32}$/) });
    expect(byKey(cancelled)).toMatchObject({ scheduled_at: LATER[0], archived: true, status: 'InterviewRejectedByCompany' });
    expect(byKey(followUp, 1)).toMatchObject({ interview: OFFICE, scheduled_at: FIRST[0], status: 'InterviewPassed' });
    expect(byKey(followUp, 2)).toMatchObject({ interview: STORED_PHONE, status: 'FollowUpInterviewRequested' });
    expect(byKey(withdrawn)).toMatchObject({ scheduled_at: null, options: [], archived: true, status: 'InterviewRejectedByCompany' });

    // A reschedule asked by the company puts the round back in the candidate's hands.
    await send(ctx, company, upcoming, 'company.requestReschedule', { options: CANDIDATE_OPTIONS });
    const moved = (await interviews(ctx, candidate)).body.data.find((i) => i.process_id === upcoming)!;
    expect(moved).toMatchObject({
      phase: 'choose',
      rescheduled: true,
      scheduled_at: null,
      options: CANDIDATE_OPTIONS,
      status: 'InterviewRescheduled',
    });
    await send(ctx, candidate, upcoming, 'candidate.pickOption', { option: CANDIDATE_OPTIONS[0] });

    // Once its start has passed, a scheduled interview is a past one (until presence is told).
    ctx.clock.set('2026-03-13T10:00:00Z');
    const after = (await interviews(ctx, candidate)).body.data.find((i) => i.process_id === upcoming)!;
    expect(after).toMatchObject({ phase: 'past', scheduled_at: CANDIDATE_OPTIONS[0] });
  });

  it('shows a candidate only its own interviews, and candidates only', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const mine = await createParties(ctx);
    const other = await createParties(ctx);
    const id = await invited(mine, ctx, OFFICE, FIRST);
    await invited(other, ctx, PHONE, FIRST);

    const own = await interviews(ctx, mine.candidate);
    expect(own.body.data.map((i) => i.process_id)).toEqual([id]);
    const theirs = await interviews(ctx, other.candidate);
    expect(theirs.body.data.map((i) => i.process_id)).not.toContain(id);
    expect(theirs.body.data).toHaveLength(1);

    expect((await interviews(ctx, mine.company)).status).toBe(403);
    expect((await interviews(ctx, mine.care)).status).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/interviews' })).statusCode).toBe(401);
    const empty = await createParties(ctx);
    expect((await interviews(ctx, empty.candidate)).body).toEqual({ data: [] });
  });
});
