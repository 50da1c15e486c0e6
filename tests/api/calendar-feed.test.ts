import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { HOUR } from '../../src/server/clock.ts';
import { interviewsOf } from '../../src/server/calendar-invite/invite-of-process.ts';
import { FEED_FETCHES_PER_MINUTE } from '../../src/server/calendar-feed/feed.ts';
import { describeEachDatabase, type TestContext } from '../support/databases.ts';
import { storedSnapshotAt } from '../support/snapshots.ts';
import { LICENCE_CHECKED } from '../support/licences.ts';
import { asParty, createParties, type Party } from '../support/accounts.ts';
import { insertPost, offer, sendNow as send } from '../support/processes.ts';

// The private calendar feed against the real engine: the person's interviews as the invitation mails write them,
// kept current through a reschedule and a cancellation, behind a link that can be replaced, turned off and limited.

const PHONE = { type: 'phone' as const, phone: '+40712345678' };
// The suite clock starts Monday 2026-03-02 09:00Z (11:00 in Bucharest).
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const OTHERS = ['2026-03-10T12:00:00.000Z', '2026-03-11T13:00:00.000Z', '2026-03-12T14:00:00.000Z'];

const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;

async function link(ctx: TestContext, party: Party): Promise<{ url: string; webcal: string; token: string }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: asParty(party) });
  expect(res.statusCode, res.body).toBe(200);
  const { url, webcal } = res.json<{ url: string; webcal: string }>();
  return { url, webcal, token: tokenOf(url) };
}

const fetchFeed = (ctx: TestContext, token: string) => ctx.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });

/** The feed parsed by ical.js, with its zone registered so times read on the Bucharest clock. */
async function feed(ctx: TestContext, token: string) {
  const res = await fetchFeed(ctx, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => ({
    event: new ICAL.Event(component),
    status: component.getFirstPropertyValue('status'),
    tzid: component.getFirstProperty('dtstart')!.getParameter('tzid'),
    endTzid: component.getFirstProperty('dtend')!.getParameter('tzid'),
  }));
  return { text: res.body, calendar, events };
}

async function scheduledProcess(ctx: TestContext, parties: { candidate: Party; company: Party; care: Party }) {
  const { candidate, company, care } = parties;
  const id = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
  await send(ctx, candidate, id, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
  await send(ctx, care, id, 'care.validate', LICENCE_CHECKED);
  await send(ctx, company, id, 'company.acceptCandidate', {});
  await send(ctx, company, id, 'company.proposeInterview', { interview: PHONE, options: OPTIONS });
  await send(ctx, candidate, id, 'candidate.pickOption', { option: OPTIONS[1] });
  return id;
}

describeEachDatabase('calendar subscription feed', (ctx) => {
  it('lists the interviews on the Bucharest clock and follows a reschedule and a cancellation', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const parties = await createParties(ctx);
    const mine = await link(ctx, parties.candidate);
    const theirs = await link(ctx, parties.company);
    expect(mine.webcal).toBe(mine.url.replace(/^http:/, 'webcal:'));
    expect((await feed(ctx, mine.token)).events).toEqual([]);

    const id = await scheduledProcess(ctx, parties);
    const all = await feed(ctx, mine.token);
    // Hers starts with the phone screen with care, at the slot she chose (care took it: it stays as it was).
    const [screen, ...interviews] = all.events;
    expect([screen!.event.uid, screen!.event.sequence, screen!.status, screen!.tzid]).toEqual([
      expect.stringMatching(`^screen-${id}@`),
      0,
      'CONFIRMED',
      'Europe/Bucharest',
    ]);
    expect(screen!.event.startDate.toString()).toBe('2026-03-03T11:00:00');
    expect(screen!.event.summary).toMatch(/^Discuție telefonică cu Medilink: /);
    const first = { ...all, events: interviews };
    expect(first.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(first.calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Europe/Bucharest');
    expect(first.text).toContain('DTSTART;TZID=Europe/Bucharest:20260305T110000');
    expect(first.events).toHaveLength(1);
    const [booked] = first.events;
    expect(booked!.tzid).toBe('Europe/Bucharest');
    expect(booked!.endTzid).toBe('Europe/Bucharest');
    expect(booked!.event.startDate.toString()).toBe('2026-03-05T11:00:00'); // 09:00Z is 11:00 in Bucharest (EET)
    expect(booked!.event.startDate.toJSDate().toISOString()).toBe(OPTIONS[1]);
    expect(booked!.event.endDate.toJSDate().toISOString()).toBe('2026-03-05T09:30:00.000Z'); // a phone talk: half an hour
    expect(booked!.event.sequence).toBe(0);
    expect(booked!.status).toBe('CONFIRMED');
    expect(booked!.event.summary).toMatch(/^Interviu: /); // the candidate's account is in Romanian
    expect(booked!.event.location).toBe(PHONE.phone);

    // The same entry as the invitation mail's file: one UID for both.
    const mail = await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}/interview.ics`, headers: asParty(parties.candidate) });
    expect(mail.body).toContain(`UID:${booked!.event.uid}`);
    const company = (await feed(ctx, theirs.token)).events;
    expect(company.map((e) => e.event.uid)).toEqual([booked!.event.uid]);
    expect(company[0]!.event.summary).toMatch(/^Interview with Ioana Candidat \d+: /); // the company's account is in English

    await send(ctx, parties.candidate, id, 'candidate.requestReschedule', { options: OTHERS });
    const asked = (await feed(ctx, mine.token)).events.slice(1);
    expect(asked.map((e) => [e.event.uid, e.event.sequence, e.status])).toEqual([[booked!.event.uid, 1, 'TENTATIVE']]);

    await send(ctx, parties.company, id, 'company.pickOption', { option: OTHERS[2] });
    const moved = (await feed(ctx, mine.token)).events.slice(1);
    expect(moved.map((e) => [e.event.uid, e.event.sequence, e.status, e.tzid])).toEqual([[booked!.event.uid, 2, 'CONFIRMED', 'Europe/Bucharest']]);
    expect(moved[0]!.event.startDate.toString()).toBe('2026-03-12T16:00:00');

    ctx.clock.advance(HOUR);
    await send(ctx, parties.company, id, 'company.cancelInterview', { reason: 'hiring-paused' });
    for (const token of [mine.token, theirs.token]) {
      const cancelled = (await feed(ctx, token)).events.filter((e) => e.event.uid.startsWith('interview-'));
      expect(cancelled.map((e) => [e.event.uid, e.event.sequence, e.status, e.tzid])).toEqual([
        [booked!.event.uid, 3, 'CANCELLED', 'Europe/Bucharest'],
      ]);
      expect(cancelled[0]!.event.startDate.toJSDate().toISOString()).toBe(OTHERS[2]);
    }
  });

  it("shows each person only their own interviews; a company sees its candidates'", async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const parties = await createParties(ctx);
    const other = (await createParties(ctx)).candidate;
    const stranger = await createParties(ctx);
    const hers = await scheduledProcess(ctx, parties);
    const his = await scheduledProcess(ctx, { ...parties, candidate: other });
    await scheduledProcess(ctx, stranger);

    const uids = async (party: Party) => (await feed(ctx, (await link(ctx, party)).token)).events.map((e) => e.event.uid);
    expect(await uids(parties.candidate)).toEqual([expect.stringMatching(`^screen-${hers}@`), expect.stringMatching(`^interview-${hers}-1@`)]);
    expect(await uids(other)).toEqual([expect.stringMatching(`^screen-${his}@`), expect.stringMatching(`^interview-${his}-1@`)]);
    expect(await uids(parties.company)).toEqual([expect.stringMatching(`^interview-${hers}-1@`), expect.stringMatching(`^interview-${his}-1@`)]);
  });

  it("cancels the candidate's phone screen when the offer ends before care's call", async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const { candidate, company } = await createParties(ctx);
    const id = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
    await send(ctx, candidate, id, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
    const { token } = await link(ctx, candidate);
    expect((await feed(ctx, token)).events.map((e) => [e.event.uid, e.event.sequence, e.status])).toEqual([
      [expect.stringMatching(`^screen-${id}@`), 0, 'CONFIRMED'],
    ]);

    await send(ctx, company, id, 'company.withdraw', { reason: 'position-filled' });
    const [cancelled] = (await feed(ctx, token)).events;
    expect([cancelled!.event.sequence, cancelled!.status, cancelled!.tzid]).toEqual([1, 'CANCELLED', 'Europe/Bucharest']);
    expect(cancelled!.event.startDate.toJSDate().toISOString()).toBe('2026-03-03T09:00:00.000Z');
    // The company takes no part in care's call.
    expect((await feed(ctx, (await link(ctx, company)).token)).events).toEqual([]);
  });

  it('names the candidate to a company only as the disclosure rule allows', () => {
    const facts = {
      id: 7,
      snapshot: storedSnapshotAt({ interview: 'scheduled' }, { interview: PHONE }),
      company: 'Clinica Sud',
      position: 'Nurse',
      candidate: { name: 'Ioana Maria Popescu', email: 'ioana@example.test' },
      events: [
        { version: 5, type: 'company.proposeInterview', payload: { interview: PHONE, options: OPTIONS } },
        { version: 6, type: 'candidate.pickOption', payload: { option: OPTIONS[0] } },
      ],
    };
    const summary = (disclosure: 'anonymous' | 'profile' | 'contact') =>
      interviewsOf(ctx.config, 'en', 'company', { ...facts, disclosure }, ctx.clock.now()).map((i) => [i.summary, i.attendee?.email]);
    expect(summary('anonymous')).toEqual([['Interview with I. M. P.: Nurse', undefined]]);
    expect(summary('profile')).toEqual([['Interview with Ioana Maria Popescu: Nurse', undefined]]);
    expect(summary('contact')).toEqual([['Interview with Ioana Maria Popescu: Nurse', 'ioana@example.test']]);
  });

  it('answers 404 to a replaced or turned-off link, and lets only candidates and companies hold one', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const { candidate, care } = await createParties(ctx);
    const status = async () => (await ctx.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: asParty(candidate) })).json();
    expect(await status()).toEqual({ active: false, createdAt: null, lastFetchedAt: null });

    const old = await link(ctx, candidate);
    expect(await status()).toEqual({ active: true, createdAt: '2026-03-02T09:00:00.000Z', lastFetchedAt: null });
    ctx.clock.advance(HOUR);
    await feed(ctx, old.token);
    expect(await status()).toMatchObject({ lastFetchedAt: '2026-03-02T10:00:00.000Z' });

    const renewed = await link(ctx, candidate);
    expect(renewed.token).not.toBe(old.token);
    expect((await fetchFeed(ctx, old.token)).statusCode).toBe(404);
    expect((await fetchFeed(ctx, renewed.token)).statusCode).toBe(200);
    // Only the hash is kept: the table never holds the link.
    const stored = await ctx.db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', candidate.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(renewed.token);

    const off = await ctx.app.inject({ method: 'DELETE', url: '/api/calendar-feed', headers: asParty(candidate) });
    expect(off.statusCode).toBe(204);
    const gone = await fetchFeed(ctx, renewed.token);
    expect(gone.statusCode).toBe(404);
    expect(await status()).toEqual({ active: false, createdAt: null, lastFetchedAt: null });

    expect((await ctx.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: asParty(care) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(401);
    expect((await fetchFeed(ctx, 'not-a-link')).statusCode).toBe(404);
  });

  it('answers 429 with Retry-After to a link read too often in a minute', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const { token } = await link(ctx, (await createParties(ctx)).candidate);
    for (let i = 0; i < FEED_FETCHES_PER_MINUTE; i++) expect((await fetchFeed(ctx, token)).statusCode).toBe(200);
    ctx.clock.advance(20_000);
    const limited = await fetchFeed(ctx, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('40');
    ctx.clock.advance(41_000);
    expect((await fetchFeed(ctx, token)).statusCode).toBe(200);
  });
});
