import { type Kysely, sql } from 'kysely';

// A post's matching run keeps, besides those its terms left out, the nearest candidates of its job title it did not
// offer it, each with every reason (src/server/matching/left-out.ts). They are found city by city, nearest first,
// through this index: a few index probes whatever the number of candidates, never a scan of the job title's seekers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index candidates_title_city_idx on candidates (category, city, user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists candidates_title_city_idx`.execute(db);
}
