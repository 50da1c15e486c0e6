import { type Kysely, sql } from 'kysely';

// Lists at a million processes: every list's order is an index, so a page reads its rows and stops.
// The offers list orders by (created_at, id) per candidate, per company and, for care, over all processes; the
// per-party indexes gain the id so ties keep the same order as the keyset cursor. Care's archived list orders by
// (updated_at, id) over archived processes only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists processes_candidate_idx`.execute(db);
  await sql`drop index if exists processes_company_idx`.execute(db);
  await sql`create index processes_candidate_recent_idx on processes (candidate_id, created_at desc, id desc)`.execute(db);
  await sql`create index processes_company_recent_idx on processes (company_id, created_at desc, id desc)`.execute(db);
  await sql`create index processes_recent_idx on processes (created_at desc, id desc)`.execute(db);
  await sql`create index processes_archived_recent_idx on processes (updated_at desc, id desc) where archived`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index processes_archived_recent_idx`.execute(db);
  await sql`drop index processes_recent_idx`.execute(db);
  await sql`drop index processes_company_recent_idx`.execute(db);
  await sql`drop index processes_candidate_recent_idx`.execute(db);
  await sql`create index processes_candidate_idx on processes (candidate_id, created_at desc)`.execute(db);
  await sql`create index processes_company_idx on processes (company_id, created_at desc)`.execute(db);
}
