import ICAL from 'ical.js';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createOpsWorker } from '../../src/server/jobs/ops-worker.ts';
import { sweepDeadlines } from '../../src/server/jobs/sweep.ts';
import { describeEachDatabase, type TestContext } from '../support/databases.ts';
import { LICENCE_CHECKED } from '../support/licences.ts';
import { asParty, createParties, type Party } from '../support/accounts.ts';
import { insertPost, offer, sendNow as send } from '../support/processes.ts';

// A virtual interview meets in a room the server opens: an unguessable link under the video provider's base URL,
// the same on both sides, in the mails, the calendar feed and the reminder, and a new one at each reschedule.

// The suite clock starts Monday 2026-03-02 09:00Z.
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const OTHERS = ['2026-03-10T12:00:00.000Z', '2026-03-11T13:00:00.000Z', '2026-03-12T14:00:00.000Z'];
/** The default provider (a public Jitsi server), the brand, and 128 random bits in hex. */
const ROOM = /^https:\/\/meet\.jit\.si\/Medilink-[0-9a-f]{32}$/;

async function invited(ctx: TestContext, parties: { candidate: Party; company: Party; care: Party }, interview: object) {
  const { candidate, company, care } = parties;
  const id = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
  await send(ctx, candidate, id, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
  await send(ctx, care, id, 'care.validate', LICENCE_CHECKED);
  await send(ctx, company, id, 'company.acceptCandidate', {});
  await send(ctx, company, id, 'company.proposeInterview', { interview, options: OPTIONS });
  return id;
}

/** The interview as each side reads it in its process view. */
async function interviewSeenBy(ctx: TestContext, party: Party, id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}`, headers: asParty(party) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ snapshot: { context: { interview: { type: string; link?: string } } } }>().snapshot.context.interview;
}

async function linkSeenByBoth(ctx: TestContext, parties: { candidate: Party; company: Party }, id: number): Promise<string> {
  const hers = await interviewSeenBy(ctx, parties.candidate, id);
  expect(await interviewSeenBy(ctx, parties.company, id)).toEqual(hers);
  expect(hers.type).toBe('virtual');
  return hers.link!;
}

const emailOf = async (ctx: TestContext, party: Party) =>
  (await ctx.db.selectFrom('users').select('email').where('id', '=', party.id).executeTakeFirstOrThrow()).email;

/** The text of the mails of a kind sent to a party, oldest first. */
const mails = async (ctx: TestContext, party: Party, kind: string) =>
  (
    await ctx.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', await emailOf(ctx, party))
      .where('kind', '=', kind)
      .orderBy('id')
      .execute()
  ).map((m) => m.text_body);

/** The LOCATION of each interview in the party's calendar feed. */
async function feedLocations(ctx: TestContext, party: Party): Promise<string[]> {
  const made = await ctx.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: asParty(party) });
  expect(made.statusCode, made.body).toBe(200);
  const res = await ctx.app.inject({ method: 'GET', url: new URL(made.json<{ url: string }>().url).pathname });
  expect(res.statusCode, res.body).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return calendar
    .getAllSubcomponents('vevent')
    .filter((e) => String(e.getFirstPropertyValue('uid')).startsWith('interview-'))
    .map((e) => String(e.getFirstPropertyValue('location')));
}

describeEachDatabase('virtual interview rooms', (ctx) => {
  it('opens an unguessable room at the invitation, shown on both sides, mailed, in the feed and the reminder', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const parties = await createParties(ctx);
    const id = await invited(ctx, parties, { type: 'virtual' });
    const link = await linkSeenByBoth(ctx, parties, id);
    expect(link).toMatch(ROOM);
    // The event log keeps the invitation as sent, with its room: the calendar reads earlier rounds from it.
    const logged = await ctx.db
      .selectFrom('process_events')
      .select('payload')
      .where('process_id', '=', id)
      .where('type', '=', 'company.proposeInterview')
      .executeTakeFirstOrThrow();
    expect(logged.payload).toMatchObject({ interview: { type: 'virtual', link } });

    // Every room is new: another invitation, even with a link pasted by an old client, gets its own.
    const other = await invited(ctx, await createParties(ctx), { type: 'virtual', link: 'https://meet.example.ro/pasted' });
    const otherLink = (await ctx.db.selectFrom('processes').select('snapshot').where('id', '=', other).executeTakeFirstOrThrow()).snapshot as {
      context: { interview: { link: string } };
    };
    expect(otherLink.context.interview.link).toMatch(ROOM);
    expect(otherLink.context.interview.link).not.toBe(link);

    // The invitation mail carries it, in the candidate's language.
    expect(await mails(ctx, parties.candidate, 'process.company.proposeInterview')).toEqual([expect.stringContaining(`Interviu online: ${link}`)]);

    await send(ctx, parties.candidate, id, 'candidate.pickOption', { option: OPTIONS[1] });
    expect(await mails(ctx, parties.company, 'process.candidate.pickOption')).toEqual([expect.stringContaining(`Online interview: ${link}`)]);
    expect(await feedLocations(ctx, parties.candidate)).toEqual([link]);
    expect(await feedLocations(ctx, parties.company)).toEqual([link]);

    // The reminder the day before (queued by the deadline sweep) names the room to both sides.
    await sweepDeadlines(ctx.db, ctx.clock.now());
    const job = await ctx.db
      .selectFrom('jobs')
      .select('run_at')
      .where('kind', '=', 'interview.remind')
      .where('dedup_key', 'like', `interview.remind:${id}:%`)
      .executeTakeFirstOrThrow();
    ctx.clock.set(job.run_at.toISOString());
    await createOpsWorker(ctx.app).runDue();
    expect(await mails(ctx, parties.candidate, 'interview.reminder')).toEqual([expect.stringContaining(link)]);
    expect(await mails(ctx, parties.company, 'interview.reminder')).toEqual([expect.stringContaining(link)]);
  });

  it('replaces the room when the interview is rescheduled, and keeps an old pasted link until then', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const parties = await createParties(ctx);
    const id = await invited(ctx, parties, { type: 'virtual' });
    await send(ctx, parties.candidate, id, 'candidate.pickOption', { option: OPTIONS[0] });
    // A process from before the rooms holds the link its company pasted: it is read and shown as it is.
    const pasted = 'https://zoom.example.ro/j/123';
    await sql`update processes set snapshot = jsonb_set(snapshot::jsonb, '{context,interview,link}', to_jsonb(${pasted}::text))::json where id = ${id}`.execute(
      ctx.db,
    );
    expect(await linkSeenByBoth(ctx, parties, id)).toBe(pasted);
    expect(await feedLocations(ctx, parties.candidate)).toEqual([pasted]);

    await send(ctx, parties.company, id, 'company.requestReschedule', { options: OTHERS });
    const moved = await linkSeenByBoth(ctx, parties, id);
    expect(moved).toMatch(ROOM);
    expect(await mails(ctx, parties.candidate, 'process.company.requestReschedule')).toEqual([expect.stringContaining(moved)]);

    await send(ctx, parties.candidate, id, 'candidate.pickOption', { option: OTHERS[2] });
    expect(await feedLocations(ctx, parties.company)).toEqual([moved]);

    // A second reschedule opens yet another room: a link from an earlier time leads nowhere current.
    await send(ctx, parties.candidate, id, 'candidate.requestReschedule', { options: OPTIONS.map((o) => o.replace('03-0', '03-2')) });
    const again = await linkSeenByBoth(ctx, parties, id);
    expect(again).toMatch(ROOM);
    expect(again).not.toBe(moved);
  });

  it('opens no room for an interview at the office or by phone', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const parties = await createParties(ctx);
    const id = await invited(ctx, parties, { type: 'phone', phone: '+40712345678' });
    await send(ctx, parties.candidate, id, 'candidate.pickOption', { option: OPTIONS[0] });
    await send(ctx, parties.company, id, 'company.requestReschedule', { options: OTHERS });
    expect(await interviewSeenBy(ctx, parties.candidate, id)).toEqual({ type: 'phone', phone: '+40712345678' });
    expect((await mails(ctx, parties.candidate, 'process.company.requestReschedule')).join()).not.toContain('https://meet');
  });
});
