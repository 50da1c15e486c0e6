import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bucharestLocal, buildInvite, foldLines, inviteCalendar, type InviteInput } from './ics.ts';

const base: InviteInput = {
  uid: 'interview-42-1@medilink.test',
  sequence: 0,
  method: 'REQUEST',
  start: new Date('2026-07-15T07:30:00Z'), // 10:30 in Bucharest (EEST)
  durationMinutes: 60,
  summary: 'Interviu: Medic specialist la Clinica Sfânta Maria',
  description: 'Interviu la sediu. Persoană de contact: Dr. Pop, secția 2; etaj 3.\nDetalii: https://medilink.test/app/offers/42',
  location: 'Str. Memorandumului 28, Cluj-Napoca',
  organizer: { name: 'Clinica Sfânta Maria', email: 'no-reply@medilink.ro' },
  attendee: { name: 'Ioana Popescu', email: 'ioana@example.ro' },
  url: 'https://medilink.test/app/offers/42',
  stamp: new Date('2026-07-01T12:00:00Z'),
};

/** Parses like a calendar app does: the file's own VTIMEZONE registered, then its one event. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  return { calendar, events, event: new ICAL.Event(events[0]!) };
}

describe('interview .ics', () => {
  it('is one event at the agreed Bucharest time, in summer and in winter', () => {
    const summer = parse(buildInvite(base));
    expect(summer.events).toHaveLength(1);
    expect(summer.event.startDate.zone.tzid).toBe('Europe/Bucharest');
    expect(summer.event.startDate.toString()).toBe('2026-07-15T10:30:00');
    expect(summer.event.startDate.toJSDate().toISOString()).toBe('2026-07-15T07:30:00.000Z');
    expect(summer.event.endDate.toJSDate().toISOString()).toBe('2026-07-15T08:30:00.000Z');

    const winter = parse(buildInvite({ ...base, start: new Date('2026-12-03T08:00:00Z') }));
    expect(winter.event.startDate.toString()).toBe('2026-12-03T10:00:00');
    expect(winter.event.startDate.toJSDate().toISOString()).toBe('2026-12-03T08:00:00.000Z');
  });

  it('keeps texts with diacritics, commas, semicolons and line breaks intact', () => {
    const { event } = parse(buildInvite(base));
    expect(event.summary).toBe(base.summary);
    expect(event.description).toBe(base.description);
    expect(event.location).toBe(base.location);
    expect(event.uid).toBe(base.uid);
  });

  it('carries the sequence, and cancels with METHOD:CANCEL', () => {
    const update = parse(buildInvite({ ...base, sequence: 2 }));
    expect(update.event.sequence).toBe(2);
    expect(update.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const cancel = parse(buildInvite({ ...base, sequence: 3, method: 'CANCEL' }));
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.events[0]!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancel.event.uid).toBe(base.uid);
  });

  it('folds long lines at 75 octets without cutting a character, with CRLF endings', () => {
    const text = buildInvite({ ...base, description: 'ș'.repeat(200) });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.includes('\n') && !/[^\r]\n/.test(text)).toBe(true);
    expect(parse(text).event.description).toBe('ș'.repeat(200));
  });

  it('writes the Bucharest wall clock of the business calendar, a UTC stamp and the tz database VTIMEZONE', () => {
    const text = buildInvite(base);
    expect(text).toContain(`DTSTART;TZID=Europe/Bucharest:${bucharestLocal(base.start)}\r\n`);
    expect(text).toContain('DTSTAMP:20260701T120000Z\r\n');
    const zones = parse(text).calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Europe/Bucharest']);
    expect(
      zones[0]!
        .getAllSubcomponents()
        .map((c) => c.name)
        .sort(),
    ).toEqual(['daylight', 'standard']);
  });

  it('keeps a double quote out of the CN parameters (RFC 5545 forbids it there)', () => {
    const text = buildInvite({ ...base, organizer: { name: 'Clinica "Sfânta Maria"', email: 'no-reply@medilink.ro' } });
    expect(text).toContain(`ORGANIZER;CN="Clinica 'Sfânta Maria'":mailto:no-reply@medilink.ro`);
  });

  it('is the same bytes as ical-generator writes the calendar, whatever the texts', () => {
    const texts = [
      base.description,
      'ș'.repeat(200),
      `${'a'.repeat(73)}ă${'b'.repeat(80)}`,
      `${'x'.repeat(72)}📞📞 ${'🩺'.repeat(40)}`,
      // Lone surrogates (JSON lets a client send them): TextEncoder writes U+FFFD, 3 octets.
      `${'y'.repeat(71)}\ud83d${'z'.repeat(5)}\udcde${'y'.repeat(70)}\ud83d`,
      `€${'c'.repeat(73)}\n${'ț'.repeat(37)}`,
    ];
    for (const [i, description] of texts.entries()) {
      const input: InviteInput = {
        ...base,
        description,
        summary: `${description.slice(0, 90)} ${i}`,
        ...(i % 2 ? { method: 'CANCEL', sequence: i, attendee: undefined, url: undefined } : {}),
      };
      expect(buildInvite(input)).toBe(`${inviteCalendar(input).toString()}\r\n`);
    }
  });

  it('folds a line as ical-generator does, at every length and position of a wide character', () => {
    for (const wide of ['ă', '€', '📞', '\ud83d', '\udcde'])
      for (let n = 60; n < 160; n++) {
        const line = `${'a'.repeat(n % 80)}${wide}${'b'.repeat(n)}${wide}${wide}`;
        const calendar = inviteCalendar({ ...base, description: line });
        expect(foldLines(calendar.toString().replace(/\r\n /g, ''))).toBe(calendar.toString());
      }
  });
});
