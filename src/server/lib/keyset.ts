import { z } from 'zod';

// Deep pages of a list ordered by (instant desc, id desc): `before` names the last row of the previous page,
// so the next page starts from the index instead of counting past every earlier row as OFFSET does.

export type Keyset = { at: Date; id: number };

export const keysetCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_\d+$/)
  .transform((s, ctx): Keyset => {
    const [at, id] = s.split('_') as [string, string];
    const date = new Date(at);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'invalid cursor' });
      return z.NEVER;
    }
    return { at: date, id: Number(id) };
  });

export const keysetOf = (at: Date, id: number): string => `${at.toISOString()}_${id}`;

/**
 * Splits `rows` — one page plus one more row, fetched with `limit + 1` — into the page and the cursor of the next
 * page (null when this is the last).
 */
export function keysetPage<R>(rows: R[], limit: number, key: (row: R) => Keyset): { page: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length <= limit || !last) return { page, next: null };
  const { at, id } = key(last);
  return { page, next: keysetOf(at, id) };
}
