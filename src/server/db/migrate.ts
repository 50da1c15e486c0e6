import { sql } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Db } from './create-database.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  // Kysely looks for its own tables in every schema unless told which: with several schemas on one server (test
  // runs, DATABASE_SCHEMA) it could find another schema's lock table and skip creating its own.
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    ...(rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {}),
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
