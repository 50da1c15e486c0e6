import { sql } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Db } from './create-database.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  // An up-to-date database (every start but the first after an upgrade) costs one read: the migrator would take its
  // lock, check its tables and list what ran, in a dozen statements.
  if (await upToDate(db)) return { results: [] };
  // The migrator's own tables live in the schema the connection works in (DATABASE_SCHEMA, else public). Unless it
  // is told so, it takes a kysely_migration table of ANY schema of the database as its own and never creates one.
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

/** Every known migration has run in the connection's schema (not another schema's table of the same name). */
async function upToDate(db: Db): Promise<boolean> {
  const { rows } = await sql<{ schema: string; present: boolean }>`
    select current_schema() as schema, to_regclass(quote_ident(current_schema()) || '.kysely_migration') is not null as present`.execute(db);
  const { schema, present } = rows[0]!;
  if (!present) return false;
  const ran = (await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')} order by name`.execute(db)).rows.map((r) => r.name);
  const known = Object.keys(migrations).sort();
  return ran.length === known.length && known.every((name, i) => ran[i] === name);
}
