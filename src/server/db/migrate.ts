import { sql } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Db } from './create-database.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: another schema's
  // kysely_migration_lock (a parallel test or bench run) would make it skip creating ours and then fail on it.
  const { schema } = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
