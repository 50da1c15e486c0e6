import { sql, type Kysely } from 'kysely';

// A confirmed email change can be undone for a while from the address it left: the row keeps that address and the
// hash of the undo link's token with its expiry. It also names the session that asked for the change, which stays
// signed in when the change is confirmed while the account's other sessions end. Rows from before keep working: a
// change without a session ends every session, and one confirmed before has no undo link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table email_changes
      add column session_id integer references sessions(id) on delete set null,
      add column old_email text,
      add column revert_token_hash text unique,
      add column revert_expires_at timestamptz,
      add column reverted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table email_changes
      drop column if exists session_id,
      drop column if exists old_email,
      drop column if exists revert_token_hash,
      drop column if exists revert_expires_at,
      drop column if exists reverted_at`.execute(db);
}
