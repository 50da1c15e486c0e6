import { type Kysely, sql } from 'kysely';

// Friends a candidate recommends (spec §3: full name, email, phone), kept for customer care to invite.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recommendations (
      id integer generated always as identity primary key,
      recommender_id integer not null references users(id) on delete cascade,
      process_id integer references processes(id) on delete set null,
      full_name text not null,
      email text not null,
      phone text not null,
      created_at timestamptz not null,
      unique (recommender_id, email)
    )`.execute(db);
  await sql`create index recommendations_created_idx on recommendations (created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table recommendations`.execute(db);
}
