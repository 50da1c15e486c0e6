import { type Kysely, sql } from 'kysely';

// Push to the browsers: what each user's stream (GET /api/stream) delivers, and its entry tickets.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per recipient: a user, or every user of a role (user_id null, role 'care'). Ids only, never personal
  // data: clients refetch through the authorized routes.
  await sql`
    create table push_events (
      id bigint generated always as identity primary key,
      user_id integer references users(id) on delete cascade,
      role text check (role in ('candidate', 'company', 'care')),
      type text not null,
      data jsonb not null default '{}',
      created_at timestamptz not null,
      check ((user_id is null) <> (role is null))
    )`.execute(db);
  await sql`create index push_events_user_idx on push_events (user_id, id) where user_id is not null`.execute(db);
  await sql`create index push_events_role_idx on push_events (role, id) where user_id is null`.execute(db);

  // Written at commit time (deferred triggers) under a transaction lock, so ids grow in commit order: a reader
  // that saw id N has seen every event up to N, and "id > N" replays exactly what it missed. The notification
  // (one per transaction and schema) wakes the other instances up.
  await sql`
    create function push_publish(rows jsonb) returns void language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(hashtext('medilink_push:' || current_schema()));
      insert into push_events (user_id, role, type, data, created_at)
        select (r->>'user_id')::integer, r->>'role', r->>'type', coalesce(r->'data', '{}'), (r->>'created_at')::timestamptz
        from jsonb_array_elements(rows) r;
      perform pg_notify('medilink_push_' || current_schema(), '');
    end $$`.execute(db);

  await sql`
    create function push_process_event() returns trigger language plpgsql as $$
    declare
      p record;
      data jsonb := jsonb_build_object('processId', new.process_id, 'version', new.version, 'event', new.type, 'by', new.actor_role);
    begin
      select candidate_id, company_id into p from processes where id = new.process_id;
      perform push_publish(jsonb_build_array(
        jsonb_build_object('user_id', p.candidate_id, 'type', 'process.changed', 'data', data, 'created_at', new.created_at),
        jsonb_build_object('user_id', p.company_id, 'type', 'process.changed', 'data', data, 'created_at', new.created_at),
        jsonb_build_object('role', 'care', 'type', 'process.changed', 'data', data, 'created_at', new.created_at)));
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger process_events_push after insert on process_events
    deferrable initially deferred for each row execute function push_process_event()`.execute(db);

  await sql`
    create function push_care_flag() returns trigger language plpgsql as $$
    begin
      perform push_publish(jsonb_build_array(jsonb_build_object('role', 'care', 'type', 'care.queue',
        'data', jsonb_build_object('processId', new.process_id), 'created_at', coalesce(new.resolved_at, new.created_at))));
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger care_flags_push after insert or update on care_flags
    deferrable initially deferred for each row execute function push_care_flag()`.execute(db);

  // EventSource cannot send an Authorization header: the browser trades its bearer token for a ticket (POST),
  // valid once and for a minute, stored hashed, and opens the stream with it. The token never enters a URL.
  await sql`
    create table stream_tickets (
      ticket_hash text primary key,
      session_id integer not null references sessions(id) on delete cascade,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists stream_tickets`.execute(db);
  await sql`drop trigger if exists care_flags_push on care_flags`.execute(db);
  await sql`drop trigger if exists process_events_push on process_events`.execute(db);
  await sql`drop function if exists push_care_flag()`.execute(db);
  await sql`drop function if exists push_process_event()`.execute(db);
  await sql`drop function if exists push_publish(jsonb)`.execute(db);
  await sql`drop table if exists push_events`.execute(db);
}
