import type { Db } from '../db/create-database.ts';
import type { Locale } from '../i18n/i18n.ts';

export type Labelled = { slug: string; name: string };

/** Nomenclature slugs with their labels in the caller's language, in the given order (unknown slugs kept as is). */
export async function labelled(db: Db, locale: Locale, domain: string, slugs: readonly string[]): Promise<Labelled[]> {
  if (!slugs.length) return [];
  const rows = await db
    .selectFrom('nomenclatures')
    .select(['slug', 'label_ro', 'label_en'])
    .where('domain', '=', domain)
    .where('slug', 'in', [...slugs])
    .execute();
  const names = new Map(rows.map((r) => [r.slug, locale === 'en' ? r.label_en : r.label_ro]));
  return slugs.map((slug) => ({ slug, name: names.get(slug) ?? slug }));
}

export async function labelOf(db: Db, locale: Locale, domain: string, slug: string | null): Promise<Labelled | null> {
  return slug ? ((await labelled(db, locale, domain, [slug]))[0] ?? null) : null;
}
