import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { foldForSearch } from '../../../../machines/search-text.ts';
import type { Db } from '../create-database.ts';
import * as data from '../seed-data/index.ts';

type Row = { domain: string; slug: string; label_ro: string; label_en: string; position: number; data: string };

const rows = (domain: string, items: ReadonlyArray<{ slug: string; ro: string; en: string }>, extra: (item: never) => object = () => ({})): Row[] =>
  items.map((item, position) => ({
    domain,
    slug: item.slug,
    label_ro: item.ro,
    label_en: item.en,
    position,
    data: JSON.stringify(extra(item as never)),
  }));

/** The nomenclature domains served by /api/publicnomenclatures (and used to validate profile slugs). */
export function nomenclatureRows(): Row[] {
  const reasons = data.loadRefusalReasons();
  return [
    ...rows('functions', data.loadJobTitles(), (i: data.JobTitle) => ({ group: i.group })),
    ...rows('domain', data.loadSpecialties(), (i: data.Specialty) => ({ kind: i.kind, groups: i.groups })),
    ...rows('competencies', data.loadCompetencies(), (i: data.Competency) => ({ specialties: i.specialties ?? [] })),
    ...rows('educations', data.loadEducations(), (i: data.Education) => ({ rank: i.rank })),
    ...rows('experiences', data.loadExperiences(), (i: data.Experience) => ({ minYears: i.minYears, maxYears: i.maxYears })),
    ...rows('schedules', data.loadSchedules()),
    ...rows('identifications', data.loadIdentifications()),
    ...rows(
      'abroad-work-countries',
      data.loadAbroadWorkCountries().map((c) => ({ slug: c.code, ro: c.ro, en: c.en })),
    ),
    ...rows('company-refusal-reasons', reasons.company, (i: { requiresText: boolean }) => ({ requiresText: i.requiresText })),
    ...rows('candidate-refusal-reasons', reasons.candidate, (i: { requiresText: boolean }) => ({ requiresText: i.requiresText })),
  ];
}

/**
 * Brings nomenclatures, counties and cities in line with the seed-data files, so a corrected label in a data file
 * reaches existing databases. Runs at every start but writes only when the files changed since the last write
 * (their fingerprint is kept in reference_data_state, 0067), so an ordinary start costs one read.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const nomenclatures = nomenclatureRows();
  const counties = data.loadCounties().map((c) => ({ code: c.code, slug: c.slug, name: c.name, seat: c.seat }));
  const cities = data.loadCities().map((c) => ({
    slug: c.slug,
    name: c.name,
    search_name: foldForSearch(c.name),
    county_code: c.county,
    lat: c.lat,
    lng: c.lng,
    population: c.population,
  }));
  const hash = createHash('sha256')
    .update(JSON.stringify([nomenclatures, counties, cities]))
    .digest('hex');
  const { rows } = await sql<{ hash: string }>`select hash from reference_data_state`.execute(db);
  if (rows[0]?.hash === hash) return;
  await db.transaction().execute(async (trx) => {
    // Instances starting together on one database refresh it one after the other (delete-then-insert would clash).
    await sql`select pg_advisory_xact_lock(hashtext('medilink:reference-data'))`.execute(trx);
    await trx.deleteFrom('nomenclatures').execute();
    await trx.insertInto('nomenclatures').values(nomenclatures).execute();
    await trx
      .insertInto('counties')
      .values(counties)
      .onConflict((oc) => oc.column('code').doUpdateSet({ slug: sql`excluded.slug`, name: sql`excluded.name`, seat: sql`excluded.seat` }))
      .execute();
    await trx
      .insertInto('cities')
      .values(cities)
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet({
          name: sql`excluded.name`,
          search_name: sql`excluded.search_name`,
          county_code: sql`excluded.county_code`,
          lat: sql`excluded.lat`,
          lng: sql`excluded.lng`,
          population: sql`excluded.population`,
        }),
      )
      .execute();
    // Matching's point of each city (0170_earth_distance), from the coordinates just written.
    await sql`update cities set point = ll_to_earth(lat, lng)`.execute(trx);
    await sql`insert into reference_data_state (hash) values (${hash}) on conflict (id) do update set hash = excluded.hash`.execute(trx);
  });
}
