import type { Db } from '../db/create-database.ts';

/** Display names of city slugs (city names are proper nouns: the same in both languages). */
export async function cityNames(db: Db, slugs: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(slugs)];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('cities').select(['slug', 'name']).where('slug', 'in', unique).execute();
  return new Map(rows.map((r) => [r.slug, r.name]));
}
