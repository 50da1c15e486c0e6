/**
 * Romanian business calendar: the legal holidays of the Labour Code (art. 139) united with the spec's closure days.
 *
 * Everything works on local calendar days written as 'YYYY-MM-DD' and plain integer day numbers, never on Date
 * objects: a Date at UTC midnight shows as the previous day west of Greenwich, and Bucharest is UTC+2/+3.
 */

export type NonWorkingDayKind = 'legal' | 'closure';

export interface NonWorkingDay {
  date: string;
  kind: NonWorkingDayKind;
  name: { ro: string; en: string };
}

interface Entry {
  dayNumber: number;
  kind: NonWorkingDayKind;
  ro: string;
  en: string;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Inverse of dayNumberOf. */
export function civilOf(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatDayNumber(dayNumber: number): string {
  const { year, month, day } = civilOf(dayNumber);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' into a day number; null when the text is not a real calendar day. */
export function parseDay(text: string): number | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const dayNumber = dayNumberOf(year, month, day);
  return formatDayNumber(dayNumber) === text ? dayNumber : null;
}

/**
 * Orthodox Easter Sunday as a Gregorian day number: Meeus' Julian algorithm, then the Julian-to-Gregorian offset
 * of the century (13 days for 1900-2099).
 */
export function orthodoxEaster(year: number): number {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const century = Math.floor(year / 100);
  const julianOffset = century - Math.floor(century / 4) - 2;
  return dayNumberOf(year, month, day) + julianOffset;
}

const FIXED: ReadonlyArray<{ month: number; day: number; kind: NonWorkingDayKind; ro: string; en: string }> = [
  { month: 1, day: 1, kind: 'legal', ro: 'Anul Nou', en: "New Year's Day" },
  { month: 1, day: 2, kind: 'legal', ro: 'A doua zi de Anul Nou', en: "Day after New Year's Day" },
  { month: 1, day: 6, kind: 'legal', ro: 'Bobotează', en: 'Epiphany' },
  { month: 1, day: 7, kind: 'legal', ro: 'Sfântul Ioan Botezătorul', en: 'Saint John the Baptist' },
  { month: 1, day: 24, kind: 'legal', ro: 'Ziua Unirii Principatelor Române', en: 'Union of the Romanian Principalities Day' },
  { month: 5, day: 1, kind: 'legal', ro: 'Ziua Muncii', en: 'Labour Day' },
  { month: 5, day: 2, kind: 'closure', ro: 'Zi de închidere după Ziua Muncii', en: 'Closure day after Labour Day' },
  { month: 6, day: 1, kind: 'legal', ro: 'Ziua Copilului', en: "Children's Day" },
  { month: 8, day: 15, kind: 'legal', ro: 'Adormirea Maicii Domnului', en: 'Dormition of the Mother of God' },
  { month: 11, day: 30, kind: 'legal', ro: 'Sfântul Andrei', en: "Saint Andrew's Day" },
  { month: 12, day: 1, kind: 'legal', ro: 'Ziua Națională a României', en: 'National Day of Romania' },
  { month: 12, day: 25, kind: 'legal', ro: 'Crăciunul', en: 'Christmas Day' },
  { month: 12, day: 26, kind: 'legal', ro: 'A doua zi de Crăciun', en: 'Second day of Christmas' },
  ...[27, 28, 29, 30, 31].map((day) => ({
    month: 12,
    day,
    kind: 'closure' as const,
    ro: 'Zi de închidere de sfârșit de an',
    en: 'Year-end closure day',
  })),
];

const EASTER_RELATIVE: ReadonlyArray<{ offset: number; ro: string; en: string }> = [
  { offset: -2, ro: 'Vinerea Mare', en: 'Orthodox Good Friday' },
  { offset: 0, ro: 'Paștele', en: 'Orthodox Easter Sunday' },
  { offset: 1, ro: 'A doua zi de Paște', en: 'Orthodox Easter Monday' },
  { offset: 49, ro: 'Rusaliile', en: 'Orthodox Pentecost Sunday' },
  { offset: 50, ro: 'A doua zi de Rusalii', en: 'Orthodox Pentecost Monday' },
];

const cache = new Map<number, readonly NonWorkingDay[]>();

/** Every non-working day of `year`, one entry per date (coinciding holidays share an entry), sorted by date. */
export function nonWorkingDays(year: number): readonly NonWorkingDay[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = orthodoxEaster(year);
  const entries: Entry[] = [
    ...FIXED.map((f) => ({ dayNumber: dayNumberOf(year, f.month, f.day), kind: f.kind, ro: f.ro, en: f.en })),
    ...EASTER_RELATIVE.map((r) => ({ dayNumber: easter + r.offset, kind: 'legal' as const, ro: r.ro, en: r.en })),
  ];
  const byDay = new Map<number, Entry>();
  for (const entry of entries) {
    const existing = byDay.get(entry.dayNumber);
    if (!existing) {
      byDay.set(entry.dayNumber, { ...entry });
      continue;
    }
    // A legal holiday outranks a closure day falling on the same date (e.g. Easter on May 2).
    if (existing.kind === 'closure' && entry.kind === 'legal') {
      byDay.set(entry.dayNumber, { ...entry });
    } else if (existing.kind === entry.kind) {
      existing.ro = `${existing.ro}; ${entry.ro}`;
      existing.en = `${existing.en}; ${entry.en}`;
    }
  }
  const result = [...byDay.values()]
    .sort((x, y) => x.dayNumber - y.dayNumber)
    .map((e) => ({ date: formatDayNumber(e.dayNumber), kind: e.kind, name: { ro: e.ro, en: e.en } }));
  cache.set(year, result);
  return result;
}

/** True when the local calendar day 'YYYY-MM-DD' is a legal holiday or a closure day. Throws on a malformed day. */
export function isNonWorkingDay(date: string): boolean {
  const dayNumber = parseDay(date);
  if (dayNumber === null) throw new RangeError(`Not a calendar day: ${date}`);
  return nonWorkingDays(civilOf(dayNumber).year).some((d) => d.date === date);
}
