import { sql, type Kysely } from 'kysely';

// Interviews take place on working days only (docs/workflow.md, "One working-day rule"): a company's weekly
// availability lists Monday (0) to Friday (4). Saturday and Sunday intervals saved before the rule are dropped.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from company_availability where weekday > 4`.execute(db);
  await sql`alter table company_availability drop constraint company_availability_weekday_check`.execute(db);
  await sql`alter table company_availability add constraint company_availability_weekday_check check (weekday between 0 and 4)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company_availability drop constraint company_availability_weekday_check`.execute(db);
  await sql`alter table company_availability add constraint company_availability_weekday_check check (weekday between 0 and 6)`.execute(db);
}
