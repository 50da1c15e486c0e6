import { type Kysely, sql } from 'kysely';

// The offers list shows the processes still going (not archived) before the ended ones, newest first within each
// (src/server/workflow/offers.ts). Its order becomes ((not archived) desc, created_at desc, id desc), all one way,
// so the keyset cursor stays a single row comparison and these indexes serve both the order and the cursor. They
// replace 0066's newest-first indexes of the same list, which nothing else reads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists processes_candidate_recent_idx`.execute(db);
  await sql`drop index if exists processes_company_recent_idx`.execute(db);
  await sql`drop index if exists processes_recent_idx`.execute(db);
  await sql`create index processes_candidate_live_idx on processes (candidate_id, (not archived) desc, created_at desc, id desc)`.execute(db);
  await sql`create index processes_company_live_idx on processes (company_id, (not archived) desc, created_at desc, id desc)`.execute(db);
  await sql`create index processes_live_idx on processes ((not archived) desc, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index processes_live_idx`.execute(db);
  await sql`drop index processes_company_live_idx`.execute(db);
  await sql`drop index processes_candidate_live_idx`.execute(db);
  await sql`create index processes_candidate_recent_idx on processes (candidate_id, created_at desc, id desc)`.execute(db);
  await sql`create index processes_company_recent_idx on processes (company_id, created_at desc, id desc)`.execute(db);
  await sql`create index processes_recent_idx on processes (created_at desc, id desc)`.execute(db);
}
