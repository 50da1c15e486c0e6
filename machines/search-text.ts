/**
 * Lower-case without diacritics ("Brașov" → "brasov", the cedilla ş too): a search matches whether or not the
 * keyboard typed them, and most phone keyboards do not. The server's stored search columns and the browser's
 * option filters fold with this one function.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
