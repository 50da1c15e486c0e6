import { sql, type Kysely } from 'kysely';

// GDPR: erased accounts stay as pseudonymous rows (their ids keep funnels and the audit trail true), the
// privacy log records every export and erasure step, and the append-only event log admits one kind of update: an
// erasure redacting a payload, and nothing else of the row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column erased_at timestamptz`.execute(db);

  // No foreign key on purpose: the rows outlive the personal data of the user they name.
  await sql`
    create table privacy_log (
      id bigserial primary key,
      user_id integer not null,
      action text not null,
      actor_id integer,
      detail jsonb not null default '{}',
      at timestamptz not null
    )`.execute(db);
  await sql`create index privacy_log_user_idx on privacy_log (user_id, at desc)`.execute(db);
  await sql`create index privacy_log_at_idx on privacy_log (at desc)`.execute(db);

  await sql`
    create or replace function process_events_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and current_setting('medilink.redaction', true) = 'on'
         and (new.process_id, new.version, new.type, new.actor_id, new.actor_role, new.from_state, new.to_state, new.created_at)
             is not distinct from (old.process_id, old.version, old.type, old.actor_id, old.actor_role, old.from_state, old.to_state, old.created_at) then
        return new;
      end if;
      raise exception 'process_events is append-only';
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function process_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'process_events is append-only';
    end
    $$`.execute(db);
  await sql`drop table if exists privacy_log`.execute(db);
  await sql`alter table users drop column if exists erased_at`.execute(db);
}
