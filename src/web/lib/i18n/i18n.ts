import { i18n } from '@lingui/core';
import { isOneOf } from '../../../../machines/narrow';

// ro-RO is the product's default; the visitor's choice is remembered in localStorage.
export const LOCALES = ['ro-RO', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ro-RO';
const LOCALE_KEY = 'locale';

const catalogs: Record<Locale, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  'ro-RO': () => import('../../locales/ro-RO/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

export function isLocale(value: unknown): value is Locale {
  return isOneOf(LOCALES, value);
}

export function storedLocale(): Locale {
  const saved = globalThis.localStorage?.getItem(LOCALE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** The locale the API clients send as Accept-Language; while the catalog loads at boot, the one being activated. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : storedLocale();
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  localStorage.setItem(LOCALE_KEY, locale);
  document.documentElement.lang = locale === 'ro-RO' ? 'ro' : 'en';
}

export { i18n };
