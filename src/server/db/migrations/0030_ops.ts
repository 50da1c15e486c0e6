import { type Kysely, sql } from 'kysely';

// Marketplace operations: the durable job queue, stored SMS/WhatsApp messages, care follow-ups,
// matching runs and recommendations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per job. dedup_key makes "enqueue if not already there" a single insert (on conflict do nothing),
  // even across server instances; locked_by/locked_until is the lease a worker holds while it runs the job.
  await sql`
    create table jobs (
      id integer generated always as identity primary key,
      kind text not null,
      payload jsonb not null default '{}',
      dedup_key text unique,
      status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
      run_at timestamptz not null,
      attempts integer not null default 0,
      max_attempts integer not null default 5 check (max_attempts >= 1),
      locked_by text,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null,
      done_at timestamptz
    )`.execute(db);
  await sql`create index jobs_due_idx on jobs (run_at, id) where status = 'pending'`.execute(db);

  await sql`
    create table channel_messages (
      id integer generated always as identity primary key,
      user_id integer references users(id) on delete set null,
      channel text not null check (channel in ('sms', 'whatsapp')),
      to_address text not null,
      body text not null,
      kind text not null,
      transport text,
      created_at timestamptz not null,
      sent_at timestamptz,
      attempts integer not null default 0,
      error text
    )`.execute(db);
  await sql`create index channel_messages_pending_idx on channel_messages (id) where sent_at is null`.execute(db);

  await sql`
    create table care_flags (
      id integer generated always as identity primary key,
      process_id integer not null references processes(id),
      kind text not null,
      dedup_key text not null unique,
      created_at timestamptz not null,
      resolved_at timestamptz,
      resolved_by integer references users(id),
      note text
    )`.execute(db);
  await sql`create index care_flags_open_idx on care_flags (created_at) where resolved_at is null`.execute(db);

  // Who was recommended for which need, by matching or by care: the first-recommendation date comes from here.
  await sql`
    create table match_recommendations (
      need_id integer not null references needs(id),
      candidate_id integer not null references candidates(user_id) on delete cascade,
      process_id integer references processes(id),
      source text not null check (source in ('matching', 'care')),
      score double precision,
      created_at timestamptz not null,
      primary key (need_id, candidate_id)
    )`.execute(db);
  await sql`create index match_recommendations_candidate_idx on match_recommendations (candidate_id, created_at)`.execute(db);

  await sql`
    create table need_matching_runs (
      need_id integer primary key references needs(id),
      first_run_at timestamptz not null,
      last_run_at timestamptz not null,
      offers_created integer not null default 0
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['need_matching_runs', 'match_recommendations', 'care_flags', 'channel_messages', 'jobs']) {
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
  }
}
