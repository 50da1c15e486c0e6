import { writeFileSync } from 'node:fs';
import { createDatabase } from '../src/server/db/create-database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { SCHEMA_FILE, generateSchema } from './db-codegen.ts';

// npm run gen:db: migrates a throwaway in-memory PGlite database and writes the server's database types from it.
const { db } = await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir: '', inMemory: true });
try {
  const result = await migrateToLatest(db);
  if (result.error) throw result.error;
  writeFileSync(SCHEMA_FILE, await generateSchema(db));
  console.log(`wrote ${SCHEMA_FILE}`);
} finally {
  await db.destroy();
}
