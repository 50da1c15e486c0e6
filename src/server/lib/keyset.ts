import { z } from 'zod';

// Deep pages of a list ordered by (instant desc, id desc): `before` names the last row of the previous page,
// so the next page starts from the index instead of counting past every earlier row as OFFSET does. A list that
// first splits its rows in two groups (the offers: still going, then ended) orders by (group desc, instant desc,
// id desc) and its cursor starts with the group, so it stays one row comparison.

export type Keyset = { at: Date; id: number };
export type GroupedKeyset = Keyset & { group: 0 | 1 };

const INSTANT = String.raw`\d{4}-\d{2}-\d{2}T[\d:.]+Z`;

function parseInstant(at: string, ctx: z.RefinementCtx): Date {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'invalid cursor' });
    return z.NEVER;
  }
  return date;
}

export const keysetCursor = z
  .string()
  .regex(new RegExp(`^${INSTANT}_\\d+$`))
  .transform((s, ctx): Keyset => {
    // The regex above guarantees every part; the defaults only satisfy the type.
    const [at = '', id = ''] = s.split('_');
    return { at: parseInstant(at, ctx), id: Number(id) };
  });

export const groupedKeysetCursor = z
  .string()
  .regex(new RegExp(`^[01]_${INSTANT}_\\d+$`))
  .transform((s, ctx): GroupedKeyset => {
    const [group, at = '', id = ''] = s.split('_');
    return { group: group === '1' ? 1 : 0, at: parseInstant(at, ctx), id: Number(id) };
  });

export const keysetOf = (key: Keyset | GroupedKeyset): string => `${'group' in key ? `${key.group}_` : ''}${key.at.toISOString()}_${key.id}`;

/**
 * Splits `rows` — one page plus one more row, fetched with `limit + 1` — into the page and the cursor of the next
 * page (null when this is the last).
 */
export function keysetPage<R>(rows: R[], limit: number, key: (row: R) => Keyset | GroupedKeyset): { page: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length <= limit || !last) return { page, next: null };
  return { page, next: keysetOf(key(last)) };
}
