import type { Db } from '../../src/server/db/create-database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

/**
 * Migrates a suite's schema while other suites run on the same server. Kysely's migrator lists the tables of every
 * schema (`has_schema_privilege`, `pg_get_serial_sequence` per column), which fails with "schema … does not exist"
 * (3F000) when another suite drops its own schema during that query; the list is asked again.
 */
export async function migrateBesideOtherSuites(db: Db): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(db);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '3F000' || attempt === 5) throw err;
    }
  }
}
