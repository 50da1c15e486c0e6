import type { Locale } from './i18n.ts';

/** An instant as the reader says it, on Romania's clock: "duminică, 29 noiembrie 2026 la 10:00". */
export const formatWhen = (locale: Locale, instant: string | Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Bucharest' }).format(new Date(instant));
