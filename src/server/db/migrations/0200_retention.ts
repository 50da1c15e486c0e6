import { sql, type Kysely } from 'kysely';

// Retention: when an account was last used (set at every sign-in and, at most daily, by a session in use),
// when it was warned that it will be erased for inactivity, and which archived processes had their personal data
// removed (the retention job's own mark, so each is redacted once).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column last_active_at timestamptz`.execute(db);
  await sql`alter table users add column retention_warned_at timestamptz`.execute(db);
  // Existing accounts: the newest sign-in the sessions remember, or the registration.
  await sql`
    update users u set last_active_at = greatest(u.created_at, (select max(s.created_at) from sessions s where s.user_id = u.id))`.execute(db);
  await sql`alter table processes add column personal_data_removed_at timestamptz`.execute(db);
  await sql`create index processes_retention_idx on processes (updated_at) where archived and personal_data_removed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists processes_retention_idx`.execute(db);
  await sql`alter table processes drop column if exists personal_data_removed_at`.execute(db);
  await sql`alter table users drop column if exists retention_warned_at`.execute(db);
  await sql`alter table users drop column if exists last_active_at`.execute(db);
}
