import { sql, type Expression, type RawBuilder } from 'kysely';

// foldForSearch (machines/search-text.ts) in SQL, for columns that keep no folded copy: lower() alone leaves
// non-ASCII letters untouched under the C locale PGlite uses, and PGlite has no unaccent. The same letters as the
// stored copies (migration 0020_company), upper- and lower-case.
const FOLD_FROM = 'ĂÂÎȘŞȚŢÁÀÄÉÈËÍÓÖŐÚÜŰăâîșşțţáàäéèëíóöőúüű';
const FOLD_TO = 'aaissttaaaeeeiooouuuaaissttaaaeeeiooouuu';

/** The text of `column` folded like foldForSearch: compare it with a folded needle. */
export function foldedSql(column: Expression<string | null>): RawBuilder<string> {
  return sql<string>`lower(translate(${column}, ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)}))`;
}
