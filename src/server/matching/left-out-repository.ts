import { sql } from 'kysely';
import type { Db } from '../db/create-database.ts';
import { cityPoint, distanceKm } from './distance.ts';
import type { MatchCandidate, MatchNeed } from './rank.ts';
import { licenceExpiry, MATCH_CANDIDATE_COLUMNS, noShows, toMatchCandidate } from './repository.ts';

/**
 * The `max` candidates of the need's job title living nearest its city who are in no process for it, whatever else
 * they state: care's list of who a matching run left out reads why each was (left-out.ts). Cities are walked nearest
 * first and each probed through candidates_title_city_idx, so the query stops after a few cities at any size; one
 * whose city is unknown is not among them.
 */
export async function loadNearestOfTitle(db: Db, need: MatchNeed, max: number): Promise<MatchCandidate[]> {
  const nearest = await sql<{ user_id: number; km: number }>`
    with target as (select ${cityPoint('cities')} as point from cities where slug = ${need.city}),
    near as (select cities.slug, ${distanceKm(cityPoint('cities'), sql.ref('target.point'))} as km from cities, target)
    select x.user_id, near.km from near cross join lateral (
      select c.user_id from candidates c
      where c.category = ${need.jobTitle} and c.city = near.slug
        and not exists (select 1 from processes p where p.candidate_id = c.user_id and p.need_id = ${need.id})
      order by c.user_id limit ${max}
    ) x
    order by near.km, x.user_id limit ${max}`.execute(db);
  if (!nearest.rows.length) return [];
  const km = new Map(nearest.rows.map((r) => [r.user_id, r.km]));
  const rows = await db
    .selectFrom('candidates as c')
    .select([...MATCH_CANDIDATE_COLUMNS, noShows.as('no_shows'), licenceExpiry(need.jobTitle).as('licence_expires_on')])
    .where('c.user_id', 'in', [...km.keys()])
    .execute();
  return rows.map((r) => toMatchCandidate(r, km.get(r.user_id) ?? null, r.licence_expires_on));
}
