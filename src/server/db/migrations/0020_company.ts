import { type Kysely, sql } from 'kysely';

// The company workspace: the needs fields the workflow's minimal table lacks, the weekly availability,
// the company ↔ candidate link list (maintained by a trigger on processes, so the engine stays the only writer of
// processes) and the indexes the candidate list needs on large data.

/**
 * Folds the Romanian (and a few common) diacritics, upper- and lower-case: lower() alone leaves non-ASCII letters
 * untouched under the C locale PGlite uses. Must agree with foldForSearch() (machines/search-text.ts).
 */
const FOLD_FROM = 'ĂÂÎȘŞȚŢÁÀÄÉÈËÍÓÖŐÚÜŰăâîșşțţáàäéèëíóöőúüű';
const FOLD_TO = 'aaissttaaaeeeiooouuuaaissttaaaeeeiooouuu';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table needs drop constraint if exists needs_work_type_check`.execute(db);
  await sql`alter table needs add constraint needs_work_type_check check (work_type in ('full_time', 'part_time', 'both'))`.execute(db);
  await sql`
    alter table needs
      add column title text,
      add column tags jsonb not null default '[]',
      add column address text,
      add column schedule text,
      add column positions integer not null default 1 check (positions between 1 and 100),
      add column archived_at timestamptz,
      add column archive_reason text,
      add column archive_text text`.execute(db);

  await sql`
    create table company_availability (
      company_id integer not null references companies(user_id) on delete cascade,
      weekday integer not null check (weekday between 0 and 6),
      start_minute integer not null check (start_minute between 0 and 1439),
      end_minute integer not null check (end_minute between 1 and 1440),
      check (end_minute > start_minute),
      primary key (company_id, weekday, start_minute)
    )`.execute(db);

  await sql`
    create table company_candidates (
      company_id integer not null references companies(user_id) on delete cascade,
      candidate_id integer not null references candidates(user_id) on delete cascade,
      first_process_at timestamptz not null,
      last_process_id integer not null,
      last_changed_at timestamptz not null,
      process_count integer not null,
      primary key (company_id, candidate_id)
    )`.execute(db);
  await sql`create index company_candidates_recent_idx on company_candidates (company_id, first_process_at desc, candidate_id desc)`.execute(db);

  // One row per (company, candidate) pair, recomputed from that pair's few processes on every process write.
  await sql`
    create function company_candidates_refresh() returns trigger language plpgsql as $$
    begin
      insert into company_candidates (company_id, candidate_id, first_process_at, last_process_id, last_changed_at, process_count)
      select p.company_id, p.candidate_id, min(p.created_at), (array_agg(p.id order by p.updated_at desc, p.id desc))[1],
             max(p.updated_at), count(*)
      from processes p
      where p.company_id = new.company_id and p.candidate_id = new.candidate_id
      group by p.company_id, p.candidate_id
      on conflict (company_id, candidate_id) do update set
        first_process_at = excluded.first_process_at,
        last_process_id = excluded.last_process_id,
        last_changed_at = excluded.last_changed_at,
        process_count = excluded.process_count;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger company_candidates_refresh after insert or update on processes
    for each row execute function company_candidates_refresh()`.execute(db);
  await sql`
    insert into company_candidates (company_id, candidate_id, first_process_at, last_process_id, last_changed_at, process_count)
    select company_id, candidate_id, min(created_at), (array_agg(id order by updated_at desc, id desc))[1], max(updated_at), count(*)
    from processes group by company_id, candidate_id`.execute(db);

  // Candidate list filters.
  await sql`
    alter table candidates add column name_search text
      generated always as (lower(translate(full_name, ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)}))) stored`.execute(db);
  await sql`create index candidates_city_idx on candidates (city)`.execute(db);
  await sql`create index candidates_category_idx on candidates (category, sub_category)`.execute(db);
  await sql`create index candidates_sub_category_idx on candidates (sub_category)`.execute(db);
  await sql`create index candidates_salary_idx on candidates (min_salary)`.execute(db);
  await sql`create index candidates_preferred_cities_idx on candidates using gin (preferred_cities)`.execute(db);

  await createNameTrigramIndex(db);

  await sql`create index process_events_created_idx on process_events (created_at desc)`.execute(db);
}

/**
 * Trigram index for "name contains": needs pg_trgm (createDatabase loads it into PGlite; on PostgreSQL it must be
 * installable). The exception block runs as a subtransaction, so a missing extension leaves the migration intact
 * and the search falls back to a sequential scan. Idempotent: 0050_name_trigram reruns it for databases migrated
 * before PGlite loaded the extension.
 */
export async function createNameTrigramIndex(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$ begin
      create extension if not exists pg_trgm;
    exception when others then
      raise notice 'pg_trgm unavailable: candidate name search without trigram index';
    end $$`.execute(db);
  const trgm = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = trgm.rows[0]?.schema;
  if (schema) {
    await sql`create index if not exists candidates_name_trgm_idx on candidates using gin (name_search ${sql.id(schema, 'gin_trgm_ops')})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists process_events_created_idx`.execute(db);
  await sql`drop index if exists candidates_name_trgm_idx`.execute(db);
  for (const index of [
    'candidates_preferred_cities_idx',
    'candidates_salary_idx',
    'candidates_sub_category_idx',
    'candidates_category_idx',
    'candidates_city_idx',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`alter table candidates drop column name_search`.execute(db);
  await sql`drop trigger company_candidates_refresh on processes`.execute(db);
  await sql`drop function company_candidates_refresh()`.execute(db);
  await sql`drop table company_candidates`.execute(db);
  await sql`drop table company_availability`.execute(db);
  await sql`
    alter table needs
      drop column archive_text, drop column archive_reason, drop column archived_at, drop column positions,
      drop column schedule, drop column address, drop column tags, drop column title`.execute(db);
  await sql`alter table needs drop constraint needs_work_type_check`.execute(db);
  await sql`alter table needs add constraint needs_work_type_check check (work_type in ('full_time', 'part_time'))`.execute(db);
}
