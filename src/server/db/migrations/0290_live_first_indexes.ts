import { type Kysely, sql } from 'kysely';

// The offers list shows the processes still going (not archived) before the ended ones, newest first within each
// (src/server/workflow/offers.ts). Its order becomes ((not archived) desc, created_at desc, id desc), all one way,
// so the keyset cursor stays a single row comparison and these indexes serve both the order and the cursor. They
// replace 0066's newest-first indexes of the same list, which nothing else reads.
// `include (archived)`: PostgreSQL answers from an index alone only when it holds the column itself, not just an
// expression of it, so an offset skips index entries without reading the table (1M rows: 55 ms instead of 550 ms).
// The per-need index serves a city or job filter that leaves few posts: without it the planner walks every
// live process first, and a post whose processes all ended is found only at the end (1.2 s instead of 0.04 ms).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists processes_candidate_recent_idx`.execute(db);
  await sql`drop index if exists processes_company_recent_idx`.execute(db);
  await sql`drop index if exists processes_recent_idx`.execute(db);
  const order = sql`(not archived) desc, created_at desc, id desc`;
  await sql`create index processes_candidate_live_idx on processes (candidate_id, ${order}) include (archived)`.execute(db);
  await sql`create index processes_company_live_idx on processes (company_id, ${order}) include (archived)`.execute(db);
  await sql`create index processes_need_live_idx on processes (need_id, ${order}) include (archived)`.execute(db);
  await sql`create index processes_live_idx on processes (${order}) include (archived)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index processes_live_idx`.execute(db);
  await sql`drop index processes_need_live_idx`.execute(db);
  await sql`drop index processes_company_live_idx`.execute(db);
  await sql`drop index processes_candidate_live_idx`.execute(db);
  await sql`create index processes_candidate_recent_idx on processes (candidate_id, created_at desc, id desc)`.execute(db);
  await sql`create index processes_company_recent_idx on processes (company_id, created_at desc, id desc)`.execute(db);
  await sql`create index processes_recent_idx on processes (created_at desc, id desc)`.execute(db);
}
