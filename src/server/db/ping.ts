import { sql } from 'kysely';
import type { Db } from './create-database.ts';

/** Throws when the database does not answer (the health check's question). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
