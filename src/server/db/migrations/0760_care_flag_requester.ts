import { type Kysely, sql } from 'kysely';

// Who asked care to reopen a process: on a team, the member care calls back is not always the company's owner.
// Null on the flags the system raises (no-shows, deadlines) and on requests written before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table care_flags add column requested_by integer references users (id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table care_flags drop column if exists requested_by`.execute(db);
}
