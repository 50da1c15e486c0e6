import { type Kysely, sql } from 'kysely';

// The notification centre: every notice that goes out by mail or text is also kept for its user, in
// that user's language, with the deep link; the bell reads them and the stream announces new ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      id integer generated always as identity primary key,
      user_id integer not null references users(id) on delete cascade,
      kind text not null,
      title text not null,
      body text not null,
      link text not null,
      created_at timestamptz not null,
      read_at timestamptz
    )`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, id desc)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(db);
  await sql`
    create function push_notification() returns trigger language plpgsql as $$
    begin
      perform push_publish(jsonb_build_array(jsonb_build_object('user_id', new.user_id, 'type', 'notification.new',
        'data', jsonb_build_object('notificationId', new.id), 'created_at', new.created_at)));
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger notifications_push after insert on notifications
    deferrable initially deferred for each row execute function push_notification()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists notifications`.execute(db);
  await sql`drop function if exists push_notification()`.execute(db);
}
