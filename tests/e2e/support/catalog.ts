import { readFileSync } from 'node:fs';

// The web app's own texts, so a browser test can find a button in either language by its English source text: the
// Romanian label is read from the catalog, never copied into the test.

export type Locale = 'ro-RO' | 'en';

const unquote = (value: string) => JSON.parse(value) as string;

function load(locale: Locale): Map<string, string> {
  const po = readFileSync(new URL(`../../../src/web/locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const texts = new Map<string, string>();
  for (const [, id, text] of po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    if (!texts.has(unquote(id!))) texts.set(unquote(id!), unquote(text!));
  }
  return texts;
}

const catalogs = { 'ro-RO': load('ro-RO'), en: load('en') };

/** The text the app shows in `locale` for the English source text `source`. */
export function text(locale: Locale, source: string): string {
  const shown = catalogs[locale].get(source);
  if (shown === undefined) throw new Error(`No message "${source}" in the ${locale} catalog`);
  return shown || source;
}
