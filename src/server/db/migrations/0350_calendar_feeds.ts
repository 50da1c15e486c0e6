import { type Kysely, sql } from 'kysely';

// A private calendar subscription per person: the feed's token stored only as its SHA-256 (a new one replaces it,
// turning the feed off deletes the row), and the count of the current minute's fetches, which limits a leaked link
// on every instance alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table calendar_feeds (
      user_id integer primary key references users (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null,
      last_fetched_at timestamptz,
      window_started_at timestamptz,
      window_fetches integer not null default 0
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists calendar_feeds`.execute(db);
}
