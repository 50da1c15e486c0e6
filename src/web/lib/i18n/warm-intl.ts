import { BUSINESS_TIME_ZONE } from '../../../../machines/bucharest-time';

let warmed = false;

/**
 * A browser's first date or number formatter loads the locale's and the time zones' data, a long step on a phone,
 * which otherwise falls inside the render of the first screen that writes a date or an
 * amount, the longest task of a signed-in page's load. Made while the browser is idle, as it is while a page's code
 * and data download, that render finds the data loaded. Browsers without requestIdleCallback pay it in the render.
 */
export function warmIntl(locale: string): void {
  if (warmed || typeof requestIdleCallback !== 'function') return;
  warmed = true;
  requestIdleCallback(() => {
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(0);
    new Intl.NumberFormat(locale).format(0);
  });
}
