/**
 * Wall-clock reading of an instant in Europe/Bucharest. Interviews are held in Romania whatever the time zone of
 * the server or the browser, so the business rules (07:00-21:00, working days) are checked in this zone.
 */

export const BUSINESS_TIME_ZONE = 'Europe/Bucharest';

// Made at the first reading, not when the module loads: a browser's first date formatter loads the time zone and
// calendar data, tens of milliseconds on a phone, which a page that imports this file may never need before it paints.
let formatter: Intl.DateTimeFormat | undefined;
const bucharestFormatter = () =>
  (formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

export interface LocalReading {
  /** Local calendar day 'YYYY-MM-DD'. */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
}

export function inBucharest(instant: Date): LocalReading {
  const parts = Object.fromEntries(
    bucharestFormatter()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Parses an ISO 8601 instant that names its offset (Z or ±hh:mm); null otherwise. */
export function parseInstant(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const MINUTE = 60_000;

/**
 * The instant at which the Bucharest clock reads `date` and `minutes` (since local midnight). A reading the clock
 * skips (the spring-forward hour, 03:00-03:59 on the last Sunday of March) gives the instant an hour later; a
 * reading it shows twice (the autumn hour) gives the first of the two.
 */
export function bucharestInstantOf(date: string, minutes: number): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  // Romania is UTC+3 in summer and UTC+2 in winter: the earlier candidate (summer) first.
  for (const offsetHours of [3, 2]) {
    const instant = new Date(wall - offsetHours * 60 * MINUTE);
    const reading = inBucharest(instant);
    if (reading.date === date && reading.minutes === minutes) return instant;
  }
  return new Date(wall - 2 * 60 * MINUTE);
}
