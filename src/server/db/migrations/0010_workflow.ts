import { type Kysely, sql } from 'kysely';

// The hiring workflow: needs (job posts), processes (one candidate for one need, driven by machines/hiring) and
// their append-only event log, plus the answers remembered for Idempotency-Key retries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table needs (
      id integer generated always as identity primary key,
      company_id integer not null references companies(user_id) on delete cascade,
      job_title text not null,
      specialty text,
      city text not null,
      work_type text not null check (work_type in ('full_time', 'part_time')),
      salary_min integer check (salary_min > 0),
      salary_max integer check (salary_max > 0),
      description text,
      archived boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (salary_max is null or salary_min is null or salary_max >= salary_min)
    )`.execute(db);
  await sql`create index needs_company_idx on needs (company_id, created_at desc)`.execute(db);

  await sql`
    create table processes (
      id integer generated always as identity primary key,
      need_id integer not null references needs(id),
      candidate_id integer not null references candidates(user_id),
      company_id integer not null references companies(user_id),
      machine_version integer not null,
      snapshot jsonb not null,
      state text not null,
      candidate_status text not null,
      company_status text not null,
      archived boolean not null,
      version integer not null check (version >= 1),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (need_id, candidate_id)
    )`.execute(db);
  await sql`create index processes_candidate_idx on processes (candidate_id, created_at desc)`.execute(db);
  await sql`create index processes_company_idx on processes (company_id, created_at desc)`.execute(db);

  // version = the process version the event produced: (process_id, version) unique means no duplicate, and the
  // compare-and-set on processes.version means no gap.
  await sql`
    create table process_events (
      process_id integer not null references processes(id),
      version integer not null check (version >= 1),
      type text not null,
      payload jsonb not null,
      actor_id integer references users(id),
      actor_role text not null check (actor_role in ('candidate', 'company', 'care')),
      from_state text,
      to_state text not null,
      created_at timestamptz not null,
      primary key (process_id, version)
    )`.execute(db);
  await sql`
    create function process_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'process_events is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger process_events_append_only before update or delete on process_events
    for each row execute function process_events_append_only()`.execute(db);

  await sql`
    create table idempotency_keys (
      user_id integer not null references users(id) on delete cascade,
      key text not null,
      request_hash text not null,
      status integer not null,
      response jsonb not null,
      created_at timestamptz not null,
      primary key (user_id, key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db);
  await sql`drop trigger process_events_append_only on process_events`.execute(db);
  await sql`drop table process_events`.execute(db);
  await sql`drop function process_events_append_only()`.execute(db);
  await sql`drop table processes`.execute(db);
  await sql`drop table needs`.execute(db);
}
