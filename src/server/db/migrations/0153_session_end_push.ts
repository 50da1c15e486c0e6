import { type Kysely, sql } from 'kysely';

// A session that ends (sign-out, password change, account closed: every path sets revoked_at) tells its open event
// streams on every instance, which then close: a stream never outlives the session that opened it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function push_session_ended() returns trigger language plpgsql as $$
    begin
      perform push_publish(jsonb_build_array(jsonb_build_object('user_id', new.user_id, 'type', 'session.ended',
        'data', jsonb_build_object('sessionId', new.id), 'created_at', new.revoked_at)));
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger sessions_ended_push after update of revoked_at on sessions
    deferrable initially deferred for each row
    when (old.revoked_at is null and new.revoked_at is not null)
    execute function push_session_ended()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists sessions_ended_push on sessions`.execute(db);
  await sql`drop function if exists push_session_ended()`.execute(db);
}
