import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../tests/support/databases.ts';
import { asParty, createParties, type Party } from '../../../tests/support/accounts.ts';
import { insertPost, offer, sendNow as send } from '../../../tests/support/processes.ts';
import { LICENCE_CHECKED } from '../../../tests/support/licences.ts';

// GET /api/processes/{id}/interview-clashes: each side's own other appointments, and the times here that clash.

const OFFICE = { type: 'office', address: 'Str. Victoriei 10, Cluj-Napoca', contactPerson: 'Ana Pop' };
// The suite clock starts Monday 2026-03-02 09:00Z; these are working days, 14:00, 15:00 and 16:00 in Bucharest.
const TIMES = ['2026-03-10T12:00:00.000Z', '2026-03-11T13:00:00.000Z', '2026-03-12T14:00:00.000Z'];
const OTHER = ['2026-03-16T09:00:00.000Z', '2026-03-17T09:00:00.000Z', '2026-03-18T09:00:00.000Z'];

/** A process of `company` with `candidate`, taken to the interview invitation with `options`. */
async function invited(ctx: TestContext, company: Party, candidate: Party, care: Party, options: string[]) {
  const needId = await insertPost(ctx, company);
  await ctx.db.updateTable('needs').set({ title: 'Asistent ATI, tura de noapte' }).where('id', '=', needId).execute();
  const id = await offer(ctx, company, needId, candidate.id);
  await send(ctx, candidate, id, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
  await send(ctx, care, id, 'care.validate', LICENCE_CHECKED);
  await send(ctx, company, id, 'company.acceptCandidate');
  await send(ctx, company, id, 'company.proposeInterview', { interview: OFFICE, options });
  return id;
}

async function clashes(ctx: TestContext, party: Party, id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}/interview-clashes`, headers: asParty(party) });
  return { status: res.statusCode, body: res.json() };
}

describeEachDatabase('interview clashes', (ctx) => {
  it('warns each side of its own appointments only, the candidate of her phone screens too', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const { candidate, company, care } = await createParties(ctx);
    const other = await createParties(ctx);

    // The candidate's interview with `company` on TIMES[0], and a phone screen for a third post 15 minutes into TIMES[1].
    const booked = await invited(ctx, company, candidate, care, TIMES);
    await send(ctx, candidate, booked, 'candidate.pickOption', { option: TIMES[0] });
    const screening = await offer(ctx, other.company, await insertPost(ctx, other.company), candidate.id);
    await send(ctx, candidate, screening, 'candidate.acceptOffer', { callSlot: '2026-03-11T13:15:00.000Z' });
    // Another employer proposes the same three times to her.
    const proposed = await invited(ctx, other.company, candidate, care, TIMES);

    const mine = await clashes(ctx, candidate, proposed);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.appointments).toEqual([
      { process_id: booked, at: TIMES[0], kind: 'interview', label: expect.stringMatching(/^Clinica \d+ · Asistent ATI, tura de noapte$/) },
      { process_id: screening, at: '2026-03-11T13:15:00.000Z', kind: 'phoneScreen', label: expect.stringMatching(/^Clinica \d+ · /) },
    ]);
    expect(mine.body.clashes.map((c: { slot: string; with: { process_id: number }[] }) => [c.slot, c.with.map((w) => w.process_id)])).toEqual([
      [TIMES[0], [booked]],
      [TIMES[1], [screening]],
    ]);

    // The other employer learns nothing of the candidate's other employers.
    const theirs = await clashes(ctx, other.company, proposed);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ appointments: [], clashes: [] });

    // The company's own interviews clash for it: a second candidate picks the hour its first interview holds.
    const second = (await createParties(ctx)).candidate;
    const again = await invited(ctx, company, second, care, TIMES);
    const before = await clashes(ctx, company, again);
    expect(before.body.appointments).toEqual([{ process_id: booked, at: TIMES[0], kind: 'interview', label: 'Asistent ATI, tura de noapte' }]);
    expect(before.body.clashes).toHaveLength(1);
    await send(ctx, second, again, 'candidate.pickOption', { option: TIMES[2] });
    expect((await clashes(ctx, company, again)).body.clashes).toEqual([]);
    // Nor does the second candidate see the first one's interview with the same company.
    expect((await clashes(ctx, second, again)).body).toEqual({ appointments: [], clashes: [] });

    // A time apart from everything clashes with nothing.
    const free = await invited(ctx, other.company, second, care, OTHER);
    expect((await clashes(ctx, second, free)).body.clashes).toEqual([]);
  });

  it('answers only the process’s own sides', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const { candidate, company, care } = await createParties(ctx);
    const stranger = await createParties(ctx);
    const id = await invited(ctx, company, candidate, care, TIMES);
    expect((await clashes(ctx, stranger.candidate, id)).status).toBe(404);
    expect((await clashes(ctx, stranger.company, id)).status).toBe(404);
    expect((await clashes(ctx, care, id)).status).toBe(403);
    expect((await clashes(ctx, candidate, 2_000_000_000)).status).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}/interview-clashes` });
    expect(anonymous.statusCode).toBe(401);
  });
});
