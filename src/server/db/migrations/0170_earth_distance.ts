import { sql, type Kysely } from 'kysely';

// Matching filters distance in SQL: earthdistance (on top of cube) gives one great-circle distance for
// matching and the candidate profile, and a GiST index on the cities' points finds the cities within a radius.
//
// An extension exists once per database. It goes to `public`, which every schema sees (DATABASE_SCHEMA puts it on
// the search path after its own schema), so dropping one schema never takes the functions other schemas' indexes
// use. Several schemas migrating at once may race on the create: the loser finds it installed.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const extension of ['cube', 'earthdistance']) {
    await sql`
      do $$ begin
        create extension if not exists ${sql.raw(extension)} schema public;
      exception when unique_violation or duplicate_object then
        null;
      end $$`.execute(db);
  }
  // A stored point, not an index on ll_to_earth(lat, lng): earthdistance's SQL functions name cube's without a
  // schema, so an expression index fails wherever the search path lacks them (a database-wide ANALYZE from a session
  // of another schema did). Reference data keeps the point in step with lat/lng (seed/reference-data.ts).
  await sql`alter table cities add column point cube`.execute(db);
  await sql`update cities set point = ll_to_earth(lat, lng)`.execute(db);
  await sql`create index cities_point_idx on cities using gist (point)`.execute(db);
  // Matching reads the job seekers' scalar criteria from the index alone (an index-only scan), the largest reach of a
  // job title first in one probe, and the table for the candidates left only. The jsonb lists stay out (a key this
  // wide could pass the index row size); the named cities have GIN indexes (preferred_cities since 0020_company).
  await sql`
    create index candidates_matching_idx on candidates (category, max_distance_in_km)
      include (user_id, sub_category, work_type, city, open_to_relocation, min_salary, max_salary, job_search_status)
      where job_search_status in ('ready', 'interviewing')`.execute(db);
  await sql`create index candidates_work_locations_idx on candidates using gin (work_locations)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index candidates_work_locations_idx`.execute(db);
  await sql`drop index candidates_matching_idx`.execute(db);
  await sql`alter table cities drop column point`.execute(db);
}
