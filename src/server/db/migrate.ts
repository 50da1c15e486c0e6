import { sql } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Db } from './create-database.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: with another schema on the same
  // server already migrated (a second instance's DATABASE_SCHEMA, a parallel test run), it would take that one's
  // tables for ours and fail. So: the schema this connection works in.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]!.schema,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
