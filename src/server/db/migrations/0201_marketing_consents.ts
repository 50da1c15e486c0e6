import { sql, type Kysely } from 'kysely';

// Marketing opt-in: a consent of its own, never bundled with the terms. One row per opt-in, with the
// version of the wording the user agreed to and when; withdrawing closes the row, so the history stays.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table marketing_consents (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      version text not null,
      given_at timestamptz not null,
      withdrawn_at timestamptz
    )`.execute(db);
  // At most one open opt-in per user: opting in twice concurrently keeps one.
  await sql`create unique index marketing_consents_open_idx on marketing_consents (user_id) where withdrawn_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists marketing_consents`.execute(db);
}
