/** Lower-case without diacritics ("Brașov" → "brasov", cedilla ş too), for searches PGlite cannot unaccent. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
