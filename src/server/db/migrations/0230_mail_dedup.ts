import { type Kysely, sql } from 'kysely';

// A job runs at least once: one that queued its mail and died before it was marked done runs again. A mail queued
// under a key (the job's own) is queued once, however often the job runs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox add column dedup_key text unique`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column if exists dedup_key`.execute(db);
}
