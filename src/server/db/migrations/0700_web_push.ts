import { type Kysely, sql } from 'kysely';

// Web Push (src/server/web-push): the devices a person turned push on for, and the server's one VAPID key pair when
// the environment gives none, kept in the database so every instance of a cluster signs with the same key and a
// restart keeps the devices' subscriptions valid. Settings saved before the channel existed get it in every group,
// as the defaults do: push only reaches a device its owner turned on with a tap.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_devices (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      label text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index push_devices_user_idx on push_devices (user_id)`.execute(db);
  await sql`
    create table web_push_keys (
      id smallint primary key default 1 check (id = 1),
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`
    update notification_settings
    set settings = jsonb_set(settings, '{channels}', (
      select jsonb_object_agg(g.key, case when g.value ? 'push' then g.value else g.value || '["push"]'::jsonb end)
      from jsonb_each(settings -> 'channels') g
    ))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update notification_settings
    set settings = jsonb_set(settings, '{channels}', (
      select jsonb_object_agg(g.key, g.value - 'push') from jsonb_each(settings -> 'channels') g
    ))`.execute(db);
  await sql`drop table if exists web_push_keys`.execute(db);
  await sql`drop table if exists push_devices`.execute(db);
}
