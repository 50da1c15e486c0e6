import { type Kysely, sql } from 'kysely';

// The hiring machine's version 2 (machines/hiring.machine.ts): the events only the server sends (its deadline jobs,
// an account's erasure) come from a `system` actor no request can be, and are named system.* (were care.*); the
// context holds `offeredAt`, when the candidate's time to answer the offer began, so the machine itself refuses an
// expiry before its deadline. Brings every stored process, its event log and its notices' kinds to that version.

const RENAMED = ['expireOffer', 'expireFinalOffer', 'closeAccount'] as const;
const SYSTEM_EMAIL = 'system@medilink.invalid';

const list = (prefix: string) =>
  sql.join(
    RENAMED.map((name) => sql.lit(`${prefix}${name}`)),
    sql`, `,
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table process_events drop constraint if exists process_events_actor_role_check`.execute(db);
  await sql`
    alter table process_events add constraint process_events_actor_role_check
    check (actor_role in ('candidate', 'company', 'care', 'system'))`.execute(db);

  // The log is append-only (0173_gdpr lets only an erasure's redaction through): the renaming is a change of the
  // log's vocabulary, not of what happened, so the trigger stands aside for this statement alone. An event the
  // system user sent is the system actor's; one a care agent sent by hand keeps its true sender.
  await sql`alter table process_events disable trigger process_events_append_only`.execute(db);
  await sql`
    update process_events
    set type = 'system.' || substr(type, length('care.') + 1),
        actor_role = case when actor_id = (select id from users where email = ${SYSTEM_EMAIL}) then 'system' else actor_role end
    where type in (${list('care.')})`.execute(db);
  await sql`alter table process_events enable trigger process_events_append_only`.execute(db);

  // The snapshot's ending names the event and its actor as the machine now does. updated_at stays: the offer jobs
  // count from it.
  await sql`
    update processes
    set snapshot = jsonb_set(
      jsonb_set(snapshot, '{context,closing,event}', to_jsonb('system.' || substr(snapshot #>> '{context,closing,event}', length('care.') + 1))),
      '{context,closing,by}', '"system"')
    where snapshot #>> '{context,closing,event}' in (${list('care.')})`.execute(db);

  // When the candidate's time to answer began: the last time the process entered `offered` (its creation, or care
  // reopening it), else its creation.
  await sql`
    update processes p
    set machine_version = 2,
        snapshot = jsonb_set(p.snapshot, '{context,offeredAt}', to_jsonb(to_char(
          coalesce(
            (select max(e.created_at) from process_events e where e.process_id = p.id and e.to_state = 'offered'),
            p.created_at
          ) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    where p.machine_version < 2`.execute(db);

  for (const table of ['notifications', 'mail_outbox', 'channel_messages']) {
    await sql`
      update ${sql.table(table)} set kind = 'process.system.' || substr(kind, length('process.care.') + 1)
      where kind in (${list('process.care.')})`.execute(db);
  }
}

/** Back to version 1. A process care ended with care.endOffer stays as it is: version 1 has no such event. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notifications', 'mail_outbox', 'channel_messages']) {
    await sql`
      update ${sql.table(table)} set kind = 'process.care.' || substr(kind, length('process.system.') + 1)
      where kind in (${list('process.system.')})`.execute(db);
  }
  await sql`
    update processes
    set machine_version = 1, snapshot = snapshot #- '{context,offeredAt}'
    where machine_version = 2`.execute(db);
  await sql`
    update processes
    set snapshot = jsonb_set(
      jsonb_set(snapshot, '{context,closing,event}', to_jsonb('care.' || substr(snapshot #>> '{context,closing,event}', length('system.') + 1))),
      '{context,closing,by}', '"care"')
    where snapshot #>> '{context,closing,event}' in (${list('system.')})`.execute(db);
  await sql`alter table process_events disable trigger process_events_append_only`.execute(db);
  await sql`
    update process_events
    set type = 'care.' || substr(type, length('system.') + 1), actor_role = 'care'
    where type in (${list('system.')})`.execute(db);
  await sql`alter table process_events enable trigger process_events_append_only`.execute(db);
  await sql`alter table process_events drop constraint if exists process_events_actor_role_check`.execute(db);
  await sql`
    alter table process_events add constraint process_events_actor_role_check
    check (actor_role in ('candidate', 'company', 'care'))`.execute(db);
}
