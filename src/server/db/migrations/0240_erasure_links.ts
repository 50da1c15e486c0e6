import { type Kysely, sql } from 'kysely';

// GDPR erasure finds what it changes by structure, never by searching text: rows written for someone else that copy
// a person's data say whose it is when they are written.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A mail that tells its addressee about another account (the company's .ics naming the candidate, care's mail
  // naming her licence, a friend's invitation naming who recommended): that account. Null for every other mail.
  await sql`alter table mail_outbox add column about_user_id integer references users(id) on delete set null`.execute(db);
  await sql`create index mail_outbox_about_idx on mail_outbox (about_user_id) where about_user_id is not null`.execute(db);

  // The process an event's replay answer shows (both parties' data as the caller saw them). Existing answers are
  // process views, whose `id` is the process.
  await sql`alter table idempotency_keys add column process_id integer references processes(id) on delete cascade`.execute(db);
  await sql`
    update idempotency_keys k set process_id = p.id
    from processes p
    where jsonb_typeof(k.response->'id') = 'number' and p.id = (k.response->>'id')::integer`.execute(db);
  await sql`create index idempotency_keys_process_idx on idempotency_keys (process_id) where process_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys drop column if exists process_id`.execute(db);
  await sql`alter table mail_outbox drop column if exists about_user_id`.execute(db);
}
