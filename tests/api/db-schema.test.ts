import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SCHEMA_FILE, generateSchema } from '../../scripts/db-codegen.ts';
import { openTestDatabase, testDatabases } from '../support/databases.ts';

// The server's database types are generated from the migrated schema: a migration without `npm run gen:db` after it
// leaves them stale, and this fails (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set: one schema, two engines).
for (const kind of testDatabases()) {
  it(`${SCHEMA_FILE} is what \`npm run gen:db\` generates from the migrations (${kind})`, async () => {
    const { db, close } = await openTestDatabase(kind);
    try {
      const generated = await generateSchema(db);
      expect(generated === readFileSync(SCHEMA_FILE, 'utf8'), `${SCHEMA_FILE} is stale: run \`npm run gen:db\``).toBe(true);
    } finally {
      await close();
    }
  }, 120_000);
}
