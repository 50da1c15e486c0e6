import { type Kysely, sql } from 'kysely';

// Salary insight reads from two tables the server keeps current, never from the posts themselves.
// salary_points: one figure per post (the midpoint of its range) and per accepted final offer, gross monthly LEI,
// with its employer and place; src/server/insight/points.ts writes them when a post is written or an offer accepted.
// salary_cells: per job title (and specialty; '' means every specialty) at city, county and country level, the
// distribution and the counts the k-anonymity rule needs; recomputed by jobs for the cells a change touched.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table salary_points (
      id integer generated always as identity primary key,
      source text not null check (source in ('post', 'offer')),
      source_id integer not null,
      company_id integer not null references companies (user_id) on delete cascade,
      job_title text not null,
      specialty text,
      city text not null,
      county_code text not null,
      salary integer not null check (salary > 0),
      observed_at timestamptz not null,
      unique (source, source_id)
    )`.execute(db);
  await sql`create index salary_points_city on salary_points (job_title, city)`.execute(db);
  await sql`create index salary_points_county on salary_points (job_title, county_code)`.execute(db);
  await sql`create index salary_points_observed on salary_points (observed_at)`.execute(db);

  await sql`
    create table salary_cells (
      job_title text not null,
      specialty text not null,
      level text not null check (level in ('city', 'county', 'country')),
      place text not null,
      points integer not null,
      employers integer not null,
      max_share double precision not null,
      p10 integer not null,
      p25 integer not null,
      p50 integer not null,
      p75 integer not null,
      p90 integer not null,
      computed_at timestamptz not null,
      primary key (job_title, specialty, level, place)
    )`.execute(db);

  // The periodic sync finds accepted offers not yet counted without reading every process.
  await sql`create index processes_offer_accepted on processes (id) where state in ('offerAccepted', 'archived.hired')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists processes_offer_accepted`.execute(db);
  await sql`drop table if exists salary_cells`.execute(db);
  await sql`drop table if exists salary_points`.execute(db);
}
