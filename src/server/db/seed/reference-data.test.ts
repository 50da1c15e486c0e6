import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, openTestDatabase } from '../../../../tests/support/databases.ts';
import type { Db } from '../create-database.ts';
import { seedReferenceData } from './reference-data.ts';

// Reference data is rewritten only when the seed-data files changed since the last write (0067 keeps their
// fingerprint): an ordinary start reads one row.
for (const kind of testDatabases()) {
  describe(`reference data writes [${kind}]`, () => {
    let db: Db;
    let close: () => Promise<void>;
    const cityName = async () => (await db.selectFrom('cities').select('name').where('slug', '=', 'cluj-napoca').executeTakeFirstOrThrow()).name;

    beforeAll(async () => ({ db, close } = await openTestDatabase(kind)));
    afterAll(() => close());

    it('skips the write when the files are unchanged, and rewrites when they changed', async () => {
      const original = await cityName();
      await db.updateTable('cities').set({ name: 'Edited by hand' }).where('slug', '=', 'cluj-napoca').execute();
      await seedReferenceData(db);
      expect(await cityName()).toBe('Edited by hand');

      // A fingerprint that does not match the files is what a changed data file looks like.
      await sql`update reference_data_state set hash = 'older files'`.execute(db);
      await seedReferenceData(db);
      expect(await cityName()).toBe(original);
      const { rows } = await sql<{ hash: string }>`select hash from reference_data_state`.execute(db);
      expect(rows[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });
}
