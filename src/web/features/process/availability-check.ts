import { inBucharest } from '../../../../machines/bucharest-time';
import { dateParts } from '../../lib/time/date-parts';

// The company's weekly availability (weekday 0 = Monday … 6 = Sunday, local hours) and the check that warns when a
// proposed interview option falls outside it. A warning only: the machine accepts any working-day slot 07-21.

export interface AvailabilityItem {
  weekday: number;
  start: string;
  end: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Monday = 0 … Sunday = 6 of a 'YYYY-MM-DD' day. */
export function weekdayOf(day: string): number {
  const [y, m, d] = dateParts(day);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** True when the instant starts inside one of the intervals of its Bucharest weekday. No availability: never warns. */
export function withinAvailability(instant: string, items: readonly AvailabilityItem[]): boolean {
  if (!items.length) return true;
  const local = inBucharest(new Date(instant));
  const weekday = weekdayOf(local.date);
  return items.some((i) => i.weekday === weekday && minutes(i.start) <= local.minutes && local.minutes < minutes(i.end));
}
