import { sql } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Db } from './create-database.ts';
import { migrations } from './migrations/index.ts';

/** True when every migration is already applied: a start then skips the migrator's lock and introspection. */
async function upToDate(db: Db): Promise<boolean> {
  const names = Object.keys(migrations);
  // A database never migrated has no kysely_migration table: the query fails and the migrator takes over.
  const { rows } = await sql<{ applied: number; last: string | null }>`select count(*)::int as applied, max(name) as last from kysely_migration`
    .execute(db)
    .catch(() => ({ rows: [] }));
  return rows[0]?.applied === names.length && rows[0].last === names.at(-1);
}

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  if (await upToDate(db)) return { results: [] };
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
