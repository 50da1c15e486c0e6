import { type Kysely, sql } from 'kysely';

// Every factor matching weighs, with its verdict and points, for each candidate a post's matching run left out
// (src/server/matching/explain.ts): care reads why she was left out in the same terms as why another was recommended.
// Null on rows written before: the limits broken (`reasons`) are all they say.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table matching_left_out add column factors jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table matching_left_out drop column if exists factors`.execute(db);
}
