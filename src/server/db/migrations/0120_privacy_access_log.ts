import { sql, type Kysely } from 'kysely';

// Who read a candidate's profile or CV, and when. Ids without foreign keys on purpose: erasing a
// company keeps its rows (pseudonymous ids), erasing the candidate removes hers.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table candidate_access_log (
      id bigserial primary key,
      candidate_id integer not null,
      viewer_id integer not null,
      viewer_role text not null check (viewer_role in ('company', 'care')),
      what text not null check (what in ('profile', 'cv')),
      at timestamptz not null
    )`.execute(db);
  await sql`create index candidate_access_log_candidate_idx on candidate_access_log (candidate_id, at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists candidate_access_log`.execute(db);
}
