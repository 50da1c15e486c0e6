import { type Kysely, sql } from 'kysely';

// A process's change reached the open event streams of its candidate, care and the company's first account only; a
// company is a team, so every active member who may read the post now hears of it too, as team-access.ts decides:
// owners, recruiters and viewers read every post, an interviewer the posts they own or are on. The event names the
// process and its version only: each screen then refetches through the authorized routes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function push_process_event() returns trigger language plpgsql as $$
    declare
      p record;
      data jsonb := jsonb_build_object('processId', new.process_id, 'version', new.version, 'event', new.type, 'by', new.actor_role);
      change jsonb := jsonb_build_object('type', 'process.changed', 'data', data, 'created_at', new.created_at);
    begin
      select candidate_id, company_id, need_id into p from processes where id = new.process_id;
      perform push_publish(
        jsonb_build_array(change || jsonb_build_object('user_id', p.candidate_id), change || jsonb_build_object('role', 'care'))
        || coalesce((
          select jsonb_agg(change || jsonb_build_object('user_id', m.user_id))
          from company_members m
          where m.company_id = p.company_id and m.active
            and (m.role <> 'interviewer'
              or exists (select 1 from needs n where n.id = p.need_id and n.owner_id = m.user_id)
              or exists (select 1 from need_members nm where nm.need_id = p.need_id and nm.user_id = m.user_id))
        ), '[]'::jsonb));
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function push_process_event() returns trigger language plpgsql as $$
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
}
