import { BUSINESS_TIME_ZONE, inBucharest } from '../../../machines/index.ts';

// An iCalendar (RFC 5545) file of one interview. Times are written on the Europe/Bucharest wall clock with its
// VTIMEZONE, so every calendar shows the interview at the hour agreed in Romania, whatever its own zone.

export interface InviteInput {
  /** Stable for one interview round: a reschedule updates the same calendar entry instead of adding one. */
  uid: string;
  /** Raised on each reschedule and on cancellation, so calendars apply the newest version. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
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

// Romania's rule since 1997: EEST from the last Sunday of March 03:00, EET from the last Sunday of October 04:00.
const BUCHAREST_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUSINESS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19970330T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19971026T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** '20260305T100000': the local wall-clock reading in Bucharest. */
export function bucharestLocal(instant: Date): string {
  const { date, minutes } = inBucharest(instant);
  return `${date.replaceAll('-', '')}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const param = (value: string) => `"${value.replace(/"/g, "'")}"`;

export function buildInvite(input: InviteInput): string {
  const end = new Date(input.start.getTime() + input.durationMinutes * 60_000);
  const event = [
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utcStamp(input.stamp)}`,
    `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${bucharestLocal(input.start)}`,
    `DTEND;TZID=${BUSINESS_TIME_ZONE}:${bucharestLocal(end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `LOCATION:${escapeText(input.location)}`,
    `ORGANIZER;CN=${param(input.organizer.name)}:mailto:${input.organizer.email}`,
    ...(input.attendee ? [`ATTENDEE;CN=${param(input.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${input.attendee.email}`] : []),
    ...(input.url ? [`URL:${input.url}`] : []),
    `STATUS:${input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Medilink//Interviews//RO',
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    ...BUCHAREST_VTIMEZONE,
    ...event,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
