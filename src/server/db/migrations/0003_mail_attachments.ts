import { type Kysely, sql } from 'kysely';

// Interview invitations carry an .ics file (ops area); attachments are stored with the mail so a retry sends them too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox add column attachments jsonb not null default '[]'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column attachments`.execute(db);
}
