/**
 * An estimate of a text's width in a common sans-serif face, from per-character classes. The layout must not
 * need a browser (the export runs in Node and must give the same bytes every time), so boxes are sized from
 * this estimate, a little generously, instead of from measured glyphs.
 */
const NARROW = new Set([..."iíîïìjlI|!.,:;'`()[]{}/\\ "]);
const SEMI_NARROW = new Set([...'frtţț-"*']);
const WIDE = new Set([...'mwMW@%']);

function charWidth(char: string): number {
  if (NARROW.has(char)) return 0.3;
  if (SEMI_NARROW.has(char)) return 0.4;
  if (WIDE.has(char)) return 0.86;
  if (char >= '0' && char <= '9') return 0.56;
  if (char !== char.toLowerCase()) return 0.68;
  return 0.56;
}

export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += charWidth(char);
  return Math.ceil(em * fontSize);
}

/** Breaks lines at spaces so none is wider than `maxWidth` (a single long word stays whole). */
export function wrapLines(lines: string[], fontSize: number, maxWidth: number): string[] {
  return lines.flatMap((line) => {
    const out: string[] = [];
    let current = '';
    for (const word of line.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && textWidth(candidate, fontSize) > maxWidth) {
        out.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    out.push(current);
    return out;
  });
}
