import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { type ICalCalendar, ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { BUSINESS_TIME_ZONE, inBucharest } from '../../../machines/index.ts';

// An iCalendar (RFC 5545) file of one interview, written by ical-generator. Times are written on the
// Europe/Bucharest wall clock with its VTIMEZONE, so every calendar shows the interview at the hour agreed in Romania,
// whatever its own zone. The VTIMEZONE comes from the IANA tz database (timezones-ical-library), so a change of
// Romania's time rules arrives with a package update instead of an edit here.

dayjs.extend(utc);
dayjs.extend(timezone);

export interface InviteInput {
  /** Stable for one interview round: a reschedule updates the same calendar entry instead of adding one. */
  uid: string;
  /** Raised on each reschedule asked, each new time and the cancellation, so calendars apply the newest version. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** A reschedule was asked after the time was agreed: the entry stays, marked as not holding (STATUS:TENTATIVE). */
  tentative?: boolean | undefined;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string } | undefined;
  url?: string | undefined;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '20260305T100000': the local wall-clock reading in Bucharest, by the machines' business calendar. */
export function bucharestLocal(instant: Date): string {
  const { date, minutes } = inBucharest(instant);
  return `${date.replaceAll('-', '')}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

const vtimezones = new Map<string, string | null>();

/**
 * The zone's VTIMEZONE block from the tz database; ical-generator asks for it by the TZID the events use. Kept once
 * made: the database ships with the package, and making the block took a millisecond of every interview event.
 */
function vtimezone(tzid: string): string | null {
  if (!vtimezones.has(tzid)) {
    const [block] = tzlib_get_ical_block(tzid);
    vtimezones.set(tzid, block?.startsWith('BEGIN:VTIMEZONE') ? block : null);
  }
  return vtimezones.get(tzid)!;
}

/** A parameter value (CN) cannot hold a double quote at all (RFC 5545 §3.1), escaped or not. */
const paramText = (value: string) => value.replace(/"/g, "'");

/**
 * The instant as ical-generator must get it to write the Bucharest wall clock: it writes a text date on the process's
 * own clock (read as local time and written back unchanged), so the Bucharest reading as text without an offset. Only
 * where the process's zone skips that hour (a spring-forward gap, which no zone has within interview hours) would
 * the text not come back unchanged: there a dayjs moment in Bucharest, which converts through toLocaleString several
 * times per date (1-1.6 ms of each invitation, against 0.4-0.6 ms now). Same file as the dayjs moments for every
 * interview hour (checked every 37 minutes over 2026 in five process zones); they differ only at night around
 * Bucharest's own clock changes, where interviews are refused.
 */
function inZone(instant: Date): string | dayjs.Dayjs {
  const { date, minutes } = inBucharest(instant);
  const text = `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
  const local = new Date(text);
  const back = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}:00`;
  return back === text ? text : dayjs(instant).tz(BUSINESS_TIME_ZONE);
}

/**
 * RFC 5545 §3.1 folding exactly as ical-generator 10 does it: a CRLF and a space before the character that would make
 * a line longer than 74 octets of UTF-8, a surrogate pair never split. It counts the octets from the code units, where
 * ical-generator 10 makes a TextEncoder for every character of the file: 0.5-0.6 ms of CPU per invitation against
 * 0.07 ms now, two invitations per pick of an interview time. Its version 11 counts as here, but needs Node 22.
 */
export function foldLines(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      if (line.length <= 74 && !/[\u0080-\uffff]/.test(line)) return line;
      let folded = '';
      let octets = 0;
      for (let i = 0; i < line.length; i++) {
        const code = line.charCodeAt(i);
        // A high surrogate goes with the next code unit, as there; a lone one counts as U+FFFD, as TextEncoder has it.
        const high = code >= 0xd800 && code <= 0xdbff;
        const ch = high ? line.slice(i, ++i + 1) : line[i]!;
        const size = code < 0x80 ? 1 : code < 0x800 ? 2 : high ? Buffer.byteLength(ch) : 3;
        octets += size;
        if (octets > 74) {
          folded += '\r\n ';
          octets = size;
        }
        folded += ch;
      }
      return folded;
    })
    .join('\r\n');
}

const PRODID = { company: 'Medilink', product: 'Interviews', language: 'RO' };

/** The interview as an ical-generator calendar: buildInvite writes it, its tests compare with ical-generator's text. */
export function inviteCalendar(input: InviteInput): ICalCalendar {
  const calendar = ical({
    prodId: PRODID,
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    scale: 'gregorian',
    // No calendar-wide zone: ical-generator would then write DTSTAMP on that wall clock, and RFC 5545 wants it in UTC.
    // The generator still adds the VTIMEZONE of every zone the events use.
    timezone: { name: null, generator: vtimezone },
  });
  addInterview(calendar, input);
  return calendar;
}

/** THE way an interview becomes a VEVENT, for the mails' files and the subscription feed alike. */
function addInterview(calendar: ICalCalendar, input: InviteInput): void {
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp,
    start: inZone(input.start),
    end: inZone(new Date(input.start.getTime() + input.durationMinutes * 60_000)),
    timezone: BUSINESS_TIME_ZONE,
    summary: input.summary,
    description: input.description,
    location: input.location,
    organizer: { ...input.organizer, name: paramText(input.organizer.name) },
    attendees: input.attendee ? [{ ...input.attendee, name: paramText(input.attendee.name), role: ICalAttendeeRole.REQ, rsvp: false }] : [],
    url: input.url ?? null,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : input.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
}

/** The calendar's text from its header lines, the zone's VTIMEZONE and its events, folded by foldLines. */
function writeCalendar(calendar: ICalCalendar, header: string[]): string {
  const zone = vtimezone(BUSINESS_TIME_ZONE);
  const text =
    ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-${calendar.prodId()}`, `CALSCALE:${calendar.scale()}`, ...header].join('\r\n') +
    '\r\n' +
    (zone ? `${zone.replace(/\r\n/g, '\n').replace(/\n/g, '\r\n').trim()}\r\n` : '') +
    calendar
      .events()
      .map((event) => event.toString())
      .join('') +
    'END:VCALENDAR';
  // Every content line ends with CRLF, the last one too (RFC 5545 §3.1); ical-generator leaves the last one bare.
  return `${foldLines(text)}\r\n`;
}

/**
 * The file: what ical-generator 10's calendar.toString() writes for inviteCalendar's calendar (header, the zone's
 * VTIMEZONE, the event; it has no other parts), folded by foldLines above instead of its slow one. ics.test.ts checks
 * the two texts are the same bytes.
 */
export function buildInvite(input: InviteInput): string {
  const calendar = inviteCalendar(input);
  return writeCalendar(calendar, [`METHOD:${calendar.method()}`]);
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
const textValue = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * A person's subscription feed: every interview as the mails' files write it, published (no invitation to answer),
 * named in the person's language, and re-read by calendars every hour (REFRESH-INTERVAL, RFC 7986, and its older
 * X-PUBLISHED-TTL) so a reschedule reaches them the same day.
 */
export function buildFeed(name: string, interviews: readonly InviteInput[]): string {
  const calendar = ical({ prodId: PRODID, scale: 'gregorian', timezone: { name: null, generator: vtimezone } });
  for (const input of interviews) addInterview(calendar, input);
  return writeCalendar(calendar, [
    'METHOD:PUBLISH',
    `NAME:${textValue(name)}`,
    `X-WR-CALNAME:${textValue(name)}`,
    `X-WR-TIMEZONE:${BUSINESS_TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ]);
}
