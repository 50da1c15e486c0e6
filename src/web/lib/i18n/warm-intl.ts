import { BUSINESS_TIME_ZONE } from '../../../../machines/bucharest-time';
import { dateFormat } from './format';

let warmed = false;

// The date formatters the signed-in pages' first renders write with: a list's days, a page's offer date.
const FIRST_DATES: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE },
  { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE },
];

/**
 * A browser's first date or number formatter loads the locale's and the time zones' data, and each formatter of
 * another style builds its patterns: long steps on a phone, which otherwise fall inside the render of the first screen
 * that writes a date or an amount, the longest task of a signed-in page's load. Made while the browser is idle, as it
 * is while a page's code and data download, one per idle task and kept (lib/i18n/format.ts), that render finds them
 * made. Browsers without requestIdleCallback pay it in the render.
 */
export function warmIntl(locale: string): void {
  if (warmed || typeof requestIdleCallback !== 'function') return;
  warmed = true;
  const steps = [...FIRST_DATES.map((options) => () => dateFormat(locale, options).format(0)), () => new Intl.NumberFormat(locale).format(0)];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) requestIdleCallback(next);
  };
  requestIdleCallback(next);
}
