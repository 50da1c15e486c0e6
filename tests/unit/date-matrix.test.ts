import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { inBucharest, isWorkingDay, offerAnswerDeadline, offerReminderAt } from '../../machines/index.ts';
import { payloadErrors } from '../../machines/rules.ts';
import { buildInvite } from '../../src/server/calendar-invite/ics.ts';
import { atBucharest } from '../support/bucharest-offsets.ts';
import { DATE_MATRIX } from '../support/date-matrix.ts';

// The rules, deadlines and calendar files at each of the calendar's hardest instants.

const HOUR = 3_600_000;
const iso = (text: string) => new Date(text).toISOString();
const later = (at: string, ms: number) => new Date(Date.parse(at) + ms).toISOString();

function proposal(at: string, options: string[]) {
  const event = { type: 'company.proposeInterview', now: iso(at), payload: { interview: { type: 'phone', phone: '+40722123456' }, options } };
  return payloadErrors({ options: [] }, event as Parameters<typeof payloadErrors>[1]);
}

function invite(start: string) {
  const text = buildInvite({
    uid: 'matrix@medilink.test',
    sequence: 0,
    method: 'REQUEST',
    start: new Date(start),
    durationMinutes: 60,
    summary: 'Interviu',
    description: 'Interviu',
    location: 'Cluj-Napoca',
    organizer: { name: 'Clinica', email: 'no-reply@medilink.ro' },
    stamp: new Date(start),
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

describe.each(DATE_MATRIX)('at $name', (instant) => {
  it('an offer waits 48 real hours, to the next working day when they end on a non-working day', () => {
    const deadline = offerAnswerDeadline(new Date(instant.at));
    expect(deadline.toISOString()).toBe(iso(instant.offerDeadline));
    expect(deadline.getTime() - Date.parse(instant.at)).toBeGreaterThanOrEqual(48 * HOUR);
    expect(offerReminderAt(new Date(instant.at)).toISOString()).toBe(iso(instant.offerReminder));
  });

  it('accepts three interview options on the next working days', () => {
    expect(
      proposal(
        instant.at,
        instant.nextWorkingDays.map((day) => atBucharest(day, '16:00')),
      ),
    ).toBeNull();
  });

  it('refuses an option on every weekend and non-working day of the next two weeks, and one in the past', () => {
    const [, second, third] = instant.nextWorkingDays.map((day) => atBucharest(day, '16:00'));
    const start = Date.parse(instant.at);
    const closed = Array.from({ length: 14 }, (_, i) => inBucharest(new Date(start + (i + 1) * 24 * HOUR)).date).filter((day) => !isWorkingDay(day));
    expect(closed.length).toBeGreaterThanOrEqual(4);
    for (const day of closed) expect(proposal(instant.at, [atBucharest(day, '16:00'), second!, third!])?.['options.0']).toContain('nonWorkingDay');
    expect(proposal(instant.at, [later(instant.at, -60_000), second!, third!])?.['options.0']).toContain('inPast');
  });

  it('counts the 24-hour lead of an option in real hours', () => {
    const lead = (ms: number) =>
      proposal(instant.at, [later(instant.at, ms), ...instant.nextWorkingDays.slice(1).map((d) => atBucharest(d, '16:00'))])?.['options.0'] ?? [];
    expect(lead(24 * HOUR - 60_000)).toContain('tooSoon');
    expect(lead(24 * HOUR)).not.toContain('tooSoon');
  });

  it('writes the interview .ics at the agreed Bucharest time with the offset of its day', () => {
    for (const day of instant.nextWorkingDays) {
      const event = invite(atBucharest(day, '09:00'));
      expect(event.startDate.zone.tzid).toBe('Europe/Bucharest');
      expect(event.startDate.toString()).toBe(`${day}T09:00:00`);
      expect(event.startDate.toJSDate().toISOString()).toBe(atBucharest(day, '09:00'));
    }
  });
});
