import { type Kysely, sql } from 'kysely';

// A company's name search may only find candidates whose name it may read (src/server/privacy/disclosure.ts: a
// process of that company at a stage from `validated` on). Indexed by the same expression as its `stageSql`, those
// candidates are read straight from the index, so a search whose name matches thousands of hidden candidates no
// longer tests each of them against the company's processes (issue 16).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index processes_company_stage_idx
    on processes (company_id, (coalesce(snapshot #>> '{context,resumeAt}', state)), candidate_id)`.execute(db);
  // The planner's estimate of how many candidates a company has disclosed comes from this expression's statistics.
  await sql`analyze processes`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists processes_company_stage_idx`.execute(db);
}
