import { type Kysely, sql } from 'kysely';

// A company's name search may only find candidates whose name it may read (src/server/privacy/disclosure.ts: a
// process of that company at a stage from `validated` on). The stage a process stands at for that rule is a stored
// column PostgreSQL computes itself, so it can never disagree with the snapshot; indexed with the company and the
// candidate, a company's disclosed candidates are read from the index alone, without opening a JSON snapshot per
// process (an expression index cannot answer index-only: at 100,000 processes of one company, a search for a common
// name spent 70 ms reading every snapshot).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table processes
    add column disclosure_stage text generated always as (coalesce(snapshot #>> '{context,resumeAt}', state)) stored`.execute(db);
  await sql`create index processes_company_stage_idx on processes (company_id, disclosure_stage, candidate_id)`.execute(db);
  // The planner's estimate of how many candidates a company has disclosed comes from this column's statistics.
  await sql`analyze processes`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists processes_company_stage_idx`.execute(db);
  await sql`alter table processes drop column if exists disclosure_stage`.execute(db);
}
