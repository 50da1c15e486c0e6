/**
 * Romania's UTC offset on a calendar day, from the switch dates written out by hand (EU rule: last Sunday of March
 * and of October), so the date-matrix suites check the product's time-zone arithmetic against the calendar rather
 * than against the same Intl data the product uses. Days of a switch itself are not asked for.
 */
const SUMMER_TIME: ReadonlyArray<readonly [string, string]> = [
  ['2026-03-29', '2026-10-25'],
  ['2027-03-28', '2027-10-31'],
  ['2028-03-26', '2028-10-29'],
];

export function bucharestOffset(day: string): '+02:00' | '+03:00' {
  if (SUMMER_TIME.some(([from, to]) => day === from || day === to)) throw new Error(`${day} is a switch day: name the instant`);
  return SUMMER_TIME.some(([from, to]) => day > from && day < to) ? '+03:00' : '+02:00';
}

/** 'YYYY-MM-DD' at 'HH:mm' on the Bucharest clock, as an ISO instant. */
export const atBucharest = (day: string, time: string) => new Date(`${day}T${time}:00${bucharestOffset(day)}`).toISOString();

/** The calendar day before 'YYYY-MM-DD'. */
export const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
