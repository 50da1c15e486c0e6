import { sql } from 'kysely';
import type { Db } from '../db/create-database.ts';

const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const cityRows = (db: Db) =>
  db
    .selectFrom('cities')
    .innerJoin('counties', 'counties.code', 'cities.county_code')
    .select([
      'cities.slug',
      'cities.name',
      'cities.lat',
      'cities.lng',
      'cities.population',
      'counties.name as county',
      'counties.code as county_code',
    ]);

/** Every city with its county, in no particular order. */
export const allCities = (db: Db) => cityRows(db).execute();

/**
 * Places whose name, or one of its words, starts with `needle` (folded for search: "napoca" finds Cluj-Napoca),
 * name matches first, then the biggest; diacritics and case are ignored through the stored search_name, since
 * PGlite has no unaccent. An empty needle gives the biggest places.
 */
export function placesMatching(db: Db, needle: string, limit: number) {
  let q = cityRows(db);
  if (needle) {
    q = q.where((eb) =>
      eb.or([
        eb('cities.search_name', 'like', likePrefix(needle)),
        eb('cities.search_name', 'like', `% ${likePrefix(needle)}`),
        eb('cities.search_name', 'like', `%-${likePrefix(needle)}`),
      ]),
    );
  }
  return q
    .orderBy(sql`case when cities.search_name like ${likePrefix(needle)} then 0 else 1 end`)
    .orderBy('cities.population', 'desc')
    .limit(limit)
    .execute();
}

/** The companies that chose to be listed publicly. */
export const publicCompanies = (db: Db) => db.selectFrom('companies').select(['user_id', 'name']).where('public', '=', true).execute();

/** One table-backed nomenclature (seeded from src/server/db/seed-data), in display order. */
export const nomenclatureRows = (db: Db, domain: string) =>
  db.selectFrom('nomenclatures').selectAll().where('domain', '=', domain).orderBy('position').execute();
