import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { messages as enMessages } from '../locales/en/messages.ts';
import { messages as roMessages } from '../locales/ro-RO/messages.ts';

export type Locale = 'ro-RO' | 'en';
export const DEFAULT_LOCALE: Locale = 'ro-RO';

// One activated instance per locale, never switched afterwards: requests pick theirs, so concurrent
// requests in different languages cannot leak into each other (the global `i18n` would).
const instances: Record<Locale, I18n> = {
  'ro-RO': setupI18n({ locale: 'ro-RO', messages: { 'ro-RO': roMessages } }),
  en: setupI18n({ locale: 'en', messages: { en: enMessages } }),
};

export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}

/** Picks ro-RO or en from an Accept-Language header, honouring q-values; ro-RO when nothing matches. */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === 'ro' || tag.startsWith('ro-')) return 'ro-RO';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return DEFAULT_LOCALE;
}

/** The locale saved on an account (a text column), or `fallback` when it holds neither of ours. */
export const storedLocale = (value: string | null, fallback: Locale = DEFAULT_LOCALE): Locale =>
  value === 'en' ? 'en' : value === 'ro-RO' ? 'ro-RO' : fallback;

export function translate(locale: Locale, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return instances[locale]._({ ...descriptor, ...(values ? { values } : {}) });
}
