import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { DAY, HOUR } from '../clock.ts';
import { describeEachDatabase, type TestContext } from '../../../tests/support/databases.ts';
import { asParty, createParties, type Party } from '../../../tests/support/accounts.ts';
import { insertPost, offer, sendNow as send } from '../../../tests/support/processes.ts';
import { LICENCE_CHECKED } from '../../../tests/support/licences.ts';

// The .ics route against the real engine: one event per interview round, the agreed Bucharest time, SEQUENCE up on
// each reschedule, METHOD:CANCEL when cancelled, and nothing for strangers.

const OFFICE = { type: 'office', address: 'Str. Victoriei 10, Cluj-Napoca', contactPerson: 'Ana Pop' };
// The suite clock starts Monday 2026-03-02 09:00Z (11:00 in Bucharest).
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const OTHERS = ['2026-03-10T12:00:00.000Z', '2026-03-11T13:00:00.000Z', '2026-03-12T14:00:00.000Z'];

async function ics(ctx: TestContext, party: Party, id: number, locale = 'en') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}/interview.ics`, headers: asParty(party, locale) });
  if (res.statusCode !== 200) return { status: res.statusCode };
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  return {
    status: 200,
    contentType: res.headers['content-type'],
    method: calendar.getFirstPropertyValue('method'),
    events,
    event: new ICAL.Event(events[0]!),
  };
}

describeEachDatabase('interview .ics', (ctx) => {
  it('follows the interview through reschedules and the cancellation', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const { candidate, company, care } = await createParties(ctx);
    const id = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
    expect((await ics(ctx, candidate, id)).status).toBe(404);

    await send(ctx, candidate, id, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
    await send(ctx, care, id, 'care.validate', LICENCE_CHECKED);
    await send(ctx, company, id, 'company.acceptCandidate', {});
    await send(ctx, company, id, 'company.proposeInterview', { interview: OFFICE, options: OPTIONS });
    expect((await ics(ctx, candidate, id)).status).toBe(404); // no time agreed yet
    await send(ctx, candidate, id, 'candidate.pickOption', { option: OPTIONS[1] });

    const first = await ics(ctx, candidate, id, 'ro-RO');
    expect(first.contentType).toContain('text/calendar');
    expect(first.method).toBe('REQUEST');
    expect(first.events).toHaveLength(1);
    expect(first.event!.startDate.toString()).toBe('2026-03-05T11:00:00'); // 09:00Z is 11:00 in Bucharest (EET)
    expect(first.event!.startDate.toJSDate().toISOString()).toBe(OPTIONS[1]);
    expect(first.event!.sequence).toBe(0);
    expect(first.event!.summary).toMatch(/^Interviu: /);
    expect(first.event!.location).toBe(OFFICE.address);
    const uid = first.event!.uid;

    await send(ctx, candidate, id, 'candidate.requestReschedule', { options: OTHERS });
    await send(ctx, company, id, 'company.pickOption', { option: OTHERS[2] });
    const moved = await ics(ctx, company, id);
    expect(moved.event!.uid).toBe(uid);
    expect(moved.event!.sequence).toBe(2); // the reschedule asked, then the new time
    expect(moved.event!.startDate.toJSDate().toISOString()).toBe(OTHERS[2]);
    expect(moved.event!.summary).toMatch(/^Interview with Ioana Candidat \d+: /); // the company names whom it meets

    ctx.clock.advance(HOUR);
    await send(ctx, company, id, 'company.cancelInterview', { reason: 'hiring-paused' });
    const cancelled = await ics(ctx, candidate, id);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event!.uid).toBe(uid);
    expect(cancelled.event!.sequence).toBe(3);
    expect(cancelled.events![0]!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event!.startDate.toJSDate().toISOString()).toBe(OTHERS[2]);
  });

  it('is the business of the two parties and care only', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const { candidate, company } = await createParties(ctx);
    const stranger = (await createParties(ctx)).candidate;
    const id = await offer(ctx, company, await insertPost(ctx, company), candidate.id);
    expect((await ics(ctx, stranger, id)).status).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}/interview.ics` });
    expect(anonymous.statusCode).toBe(401);
    ctx.clock.advance(DAY);
  });
});
