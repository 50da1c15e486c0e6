import { sql } from 'kysely';
import { createDatabase, type Db } from '../../src/server/db/create-database.ts';
import { seedReferenceData } from '../../src/server/db/seed/reference-data.ts';
import { migrateBesideOtherSuites } from './migrate-beside-other-suites.ts';

export type SharedSchema = { url: string; schema: string; dbs: Db[]; close: () => Promise<void> };

/** Why a suite that needs a PostgreSQL server is skipped, or undefined when TEST_DATABASE_URL is set. */
export const noPostgresReason = (): string | undefined =>
  process.env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set: this suite needs a PostgreSQL server';

/**
 * One fresh, migrated schema on TEST_DATABASE_URL seen through `pools` separate connection pools, as several
 * server instances see it. Dropped on close.
 */
export async function openSharedSchema(pools: number): Promise<SharedSchema> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const dbs: Db[] = [];
  for (let i = 0; i < pools; i++) dbs.push((await createDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: '', poolSize: 4 })).db);
  const first = dbs[0]!;
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(first);
  } catch {
    // Installed concurrently by another suite: the migration copes.
  }
  await migrateBesideOtherSuites(first);
  await seedReferenceData(first);
  return {
    url,
    schema,
    dbs,
    close: async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(first);
      for (const db of dbs) await db.destroy();
    },
  };
}
