import { sql, type Kysely } from 'kysely';

// A change of a user's email address waits for a link sent to the new address: until it is followed the
// account keeps its old address. Only the hash of the link's token is stored, as for password resets.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_changes (
      id integer generated always as identity primary key,
      user_id integer not null references users(id) on delete cascade,
      new_email text not null,
      token_hash text not null unique,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index email_changes_user on email_changes (user_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table email_changes`.execute(db);
}
