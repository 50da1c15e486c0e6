import { sql } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Db } from './create-database.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  // The migrator's own tables live beside the product's, in the connection's current schema (DATABASE_SCHEMA or
  // public). Without the schema it looks for them in every schema, finds `public`'s when another install migrated
  // there first, and then cannot find them through the search_path.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
