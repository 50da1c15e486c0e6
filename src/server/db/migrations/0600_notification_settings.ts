import { type Kysely, sql } from 'kysely';

// What each person wants to hear about, on which channel, and when not to be woken (src/server/notification-settings).
// No row: the defaults every account had before. Texts written during someone's quiet hours wait in the queue until
// `not_before`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_settings (
      user_id integer primary key references users (id) on delete cascade,
      settings jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`alter table channel_messages add column not_before timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table channel_messages drop column if exists not_before`.execute(db);
  await sql`drop table if exists notification_settings`.execute(db);
}
