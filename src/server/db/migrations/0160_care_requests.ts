import { sql, type Kysely } from 'kysely';

// A follow-up may carry what the person asking wrote (a party's request to reopen an archived process).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table care_flags add column reason text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table care_flags drop column reason`.execute(db);
}
