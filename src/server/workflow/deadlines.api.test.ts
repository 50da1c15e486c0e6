import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../tests/support/databases.ts';
import { asParty, createParties, type Party } from '../../../tests/support/accounts.ts';
import { insertPost, offer, sendNow as send } from '../../../tests/support/processes.ts';
import { LICENCE_CHECKED } from '../../../tests/support/licences.ts';
import { createOpsWorker } from '../jobs/ops-worker.ts';
import { sweepDeadlines } from '../jobs/sweep.ts';

// The deadline of the answer a process waits for, computed by the server and sent to the side that owes it (and
// care): Sunday 29 Nov 2026, before Saint Andrew's Day and the National Day, an answer due in 48 hours is due
// on Wednesday 2 December at the same time.

const SUNDAY = '2026-11-29T08:15:00.000Z'; // 10:15 in Bucharest
const WEDNESDAY = '2026-12-02T08:15:00.000Z';
const OPTIONS = ['2026-12-03T08:00:00.000Z', '2026-12-04T08:00:00.000Z', '2026-12-07T08:00:00.000Z'];
const VIRTUAL = { type: 'virtual', link: 'https://meet.example.com/abc' };

async function view(ctx: TestContext, party: Party, id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}`, headers: asParty(party) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { deadline: unknown };
}

async function listed(ctx: TestContext, party: Party, url: string, id: number) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: asParty(party) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { process_id: number; deadline: unknown }[] }).data.find((row) => row.process_id === id)?.deadline;
}

const flags = (ctx: TestContext, id: number) =>
  ctx.db.selectFrom('care_flags').select('kind').where('process_id', '=', id).where('kind', '=', 'proposalUnanswered').execute();

describeEachDatabase('answer deadlines in the views', (ctx) => {
  it("sends the offer's answer deadline, over the holidays, to the candidate and care, not to the company", async () => {
    ctx.clock.set(SUNDAY);
    const parties = await createParties(ctx);
    const { candidate, company, care } = parties;
    const id = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
    const offerAnswer = { kind: 'offerAnswer', at: WEDNESDAY };
    expect((await view(ctx, candidate, id)).deadline).toEqual(offerAnswer);
    expect((await view(ctx, care, id)).deadline).toEqual(offerAnswer);
    expect((await view(ctx, company, id)).deadline).toBeNull();
    expect(await listed(ctx, candidate, '/api/offers?limit=100', id)).toEqual(offerAnswer);
    expect(await listed(ctx, company, '/api/offers?limit=100', id)).toBeNull();

    // Once answered, nothing is due from the candidate until the company invites her.
    await send(ctx, candidate, id, 'candidate.acceptOffer', { callSlot: '2026-12-02T07:00:00.000Z' });
    expect((await view(ctx, candidate, id)).deadline).toBeNull();
  });

  it('gives proposed times their deadline, and tells care only once it has passed', async () => {
    ctx.clock.set(SUNDAY);
    const parties = await createParties(ctx);
    const { candidate, company, care } = parties;
    const id = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
    await send(ctx, candidate, id, 'candidate.acceptOffer', { callSlot: '2026-12-02T07:00:00.000Z' });
    await send(ctx, care, id, 'care.validate', LICENCE_CHECKED);
    await send(ctx, company, id, 'company.acceptCandidate');
    await send(ctx, company, id, 'company.proposeInterview', { interview: VIRTUAL, options: OPTIONS });

    const interviewOptions = { kind: 'interviewOptions', at: WEDNESDAY };
    expect((await view(ctx, candidate, id)).deadline).toEqual(interviewOptions);
    expect((await view(ctx, company, id)).deadline).toBeNull();
    expect(await listed(ctx, candidate, '/api/interviews', id)).toEqual(interviewOptions);

    // 48 hours on it is a holiday: the answer is not late yet, and care hears nothing.
    const worker = createOpsWorker(ctx.app);
    ctx.clock.set('2026-12-01T08:16:00.000Z');
    await sweepDeadlines(ctx.db, ctx.clock.now());
    await worker.runDue();
    expect(await flags(ctx, id)).toEqual([]);
    ctx.clock.set(WEDNESDAY);
    await worker.runDue();
    expect(await flags(ctx, id)).toEqual([{ kind: 'proposalUnanswered' }]);
  });
});
