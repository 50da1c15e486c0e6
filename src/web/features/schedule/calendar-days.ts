import { weekdayOf } from '../process/availability-check';
import { dateParts } from '../../lib/time/date-parts';

/** 'YYYY-MM-DD' ± n days (calendar arithmetic in UTC, so no time zone shifts a day). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = dateParts(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The days a view shows: the Monday-first week of `anchor`, or the whole weeks covering its month. */
export function visibleDays(anchor: string, view: 'week' | 'month'): string[] {
  if (view === 'week') {
    const monday = addDays(anchor, -weekdayOf(anchor));
    return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  }
  const first = `${anchor.slice(0, 8)}01`;
  const start = addDays(first, -weekdayOf(first));
  const days: string[] = [];
  for (let day = start; days.length < 42; day = addDays(day, 1)) days.push(day);
  // Drop a last week that lies wholly in the next month.
  return days[35]!.slice(0, 7) !== anchor.slice(0, 7) ? days.slice(0, 35) : days;
}
