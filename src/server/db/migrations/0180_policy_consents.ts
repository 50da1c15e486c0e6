import { sql, type Kysely } from 'kysely';

// Versioned terms: one row per version of the terms and privacy notice a user accepted, with the time.
// A new version (src/server/privacy/policy-version.ts) has no row yet, so the SPA asks again.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table policy_consents (
      user_id integer not null references users (id) on delete cascade,
      version text not null,
      accepted_at timestamptz not null,
      primary key (user_id, version)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists policy_consents`.execute(db);
}
