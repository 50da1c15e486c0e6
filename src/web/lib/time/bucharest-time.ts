import { BUSINESS_TIME_ZONE, inBucharest } from '../../../../machines/bucharest-time';
import { dateFormat } from '../i18n/format';
import { dateParts, timeParts } from './date-parts';

// Interviews and calls happen in Romania, whatever zone the browser is in: days and times are chosen and shown
// on the Europe/Bucharest clock, and sent to the API as instants with their offset.

/** Minutes east of UTC that Bucharest's clock shows at `instant` (120 in winter, 180 in summer). */
function offsetMinutesAt(instant: number): number {
  const local = inBucharest(new Date(instant));
  const [y, m, d] = dateParts(local.date);
  const asUtc = Date.UTC(y, m - 1, d) + local.minutes * 60_000;
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant of a Bucharest wall-clock day and time ('YYYY-MM-DD', 'HH:mm'), ISO with its offset. */
export function bucharestInstant(day: string, time: string): string {
  const [y, m, d] = dateParts(day);
  const [hh, mm] = timeParts(time);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the guess can differ from the offset at the answer only around a DST switch: ask twice.
  let offset = offsetMinutesAt(wall - offsetMinutesAt(wall) * 60_000);
  offset = offsetMinutesAt(wall - offset * 60_000);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${day}T${pad(hh)}:${pad(mm)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Today's date on the Bucharest clock. */
export function bucharestToday(now: Date = new Date()): string {
  return inBucharest(now).date;
}

/** An instant as the locale writes a date and time on the Bucharest clock (e.g. "joi, 5 martie 2026, 10:00"). */
export function formatInstant(iso: string, locale: string, style: 'full' | 'short' = 'full'): string {
  return dateFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: style === 'full' ? 'full' : 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** Start times offered by the pickers: every half hour from 07:00 to 21:00 (the machine's allowed window). */
export const START_TIMES: readonly string[] = Array.from({ length: 29 }, (_, i) => `${pad(7 + Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`);
