/**
 * Wall-clock reading of an instant in Europe/Bucharest. Interviews are held in Romania whatever the time zone of
 * the server or the browser, so the business rules (07:00-21:00, working days) are checked in this zone.
 */

export const BUSINESS_TIME_ZONE = 'Europe/Bucharest';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface LocalReading {
  /** Local calendar day 'YYYY-MM-DD'. */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
}

export function inBucharest(instant: Date): LocalReading {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
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
