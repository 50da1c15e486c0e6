import { type Kysely, sql } from 'kysely';

// The fingerprint of the reference data last written (seed/reference-data.ts): a start whose seed-data files
// have not changed skips rewriting nomenclatures, counties and cities.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reference_data_state (id boolean primary key default true check (id), hash text not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table reference_data_state`.execute(db);
}
