import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './create-database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

// DATABASE_SCHEMA on a PostgreSQL database whose `public` already holds the migrations: the second install migrates
// into its own schema instead of failing on the migrator's lock table. Runs in a database of its own (created and
// dropped here), since the shared test database's `public` belongs to nobody's suite.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations with DATABASE_SCHEMA after public [postgres]', () => {
  const database = `medilink_migrate_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  let admin: Kysely<unknown>;
  const opened: Db[] = [];

  const open = async (databaseSchema: string | undefined) => {
    const target = new URL(url!);
    target.pathname = `/${database}`;
    const { db } = await createDatabase({ databaseUrl: target.toString(), databaseSchema, dataDir: '', poolSize: 2 });
    opened.push(db);
    return db;
  };
  const migrationsIn = async (db: Db, schema: string) => {
    const { rows } = await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')} order by name`.execute(db);
    return rows.map((row) => row.name);
  };

  beforeAll(async () => {
    admin = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
    await sql`create database ${sql.id(database)}`.execute(admin);
  });
  afterAll(async () => {
    for (const db of opened) await db.destroy();
    await sql`drop database if exists ${sql.id(database)}`.execute(admin);
    await admin.destroy();
  });

  it('migrates public, then a second schema with its own migration and lock tables', async () => {
    const all = Object.keys(migrations).sort();
    await migrateToLatest(await open(undefined));
    const second = await open('second_install');
    await migrateToLatest(second);

    expect(await migrationsIn(second, 'public')).toEqual(all);
    expect(await migrationsIn(second, 'second_install')).toEqual(all);
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'second_install' and table_name in ('kysely_migration_lock', 'users', 'processes')
      order by table_name`.execute(second);
    expect(rows.map((row) => row.table_name)).toEqual(['kysely_migration_lock', 'processes', 'users']);
    // A restart of either install finds everything migrated.
    expect((await migrateToLatest(second)).results).toEqual([]);
  });
});
