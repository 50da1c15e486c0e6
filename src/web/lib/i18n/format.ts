// Amounts and calendar values the way the active language writes them (Intl), shared by every screen.

// One formatter per locale and style, kept: making one costs more than formatting with it hundreds of times, and a
// list formats a few values per row at every render.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** The locale's date formatter with these options, made once. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function lei(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' })));
  return format;
}

/** A whole-LEI amount grouped the way the locale writes numbers: 5.500 LEI (ro-RO), 5,500 LEI (en). */
export const formatLei = (amount: number, locale: string): string => `${lei(locale).format(amount)} LEI`;

/** A YYYY-MM month as the locale writes it (mai 2021, May 2021); anything else unchanged. */
export function formatMonth(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A YYYY-MM-DD date as the instant of its midnight in UTC; null for anything else. */
function utcDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** A YYYY-MM-DD date as the locale writes it (12 martie 1990, March 12, 1990); anything else unchanged. */
export function formatDay(value: string, locale: string): string {
  const date = utcDay(value);
  return date ? dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date) : value;
}

/** A YYYY-MM-DD date in the locale's digits only (31.12.2027, 12/31/2027): short enough for a badge. */
export function formatNumericDay(value: string, locale: string): string {
  const date = utcDay(value);
  return date ? dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(date) : value;
}

/** "4.500 LEI", "4.000–6.000 LEI" in the locale's digits; null when no salary is named. */
export function formatSalary(min: number | null, max: number | null, locale: string): string | null {
  if (min !== null && max !== null && min !== max) return `${lei(locale).format(min)}–${lei(locale).format(max)} LEI`;
  const one = max ?? min;
  return one === null ? null : formatLei(one, locale);
}
