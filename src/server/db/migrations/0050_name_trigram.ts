import type { Kysely } from 'kysely';
import { createNameTrigramIndex } from './0020_company.ts';

// PGlite databases migrated before createDatabase loaded pg_trgm ran 0020_company without the candidate name
// trigram index; this adds it to them. A no-op where 0020 already created it (or pg_trgm is unavailable).

export async function up(db: Kysely<unknown>): Promise<void> {
  await createNameTrigramIndex(db);
}

// The index belongs to 0020_company (which drops it); nothing to undo here.
export async function down(): Promise<void> {}
