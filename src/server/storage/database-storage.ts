import type { Clock } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import { isStorageKey, type Storage } from './storage.ts';

const checked = (key: string): string => {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
};

/**
 * Files in PostgreSQL (table stored_files), so every instance behind a load balancer serves what any of them
 * stored. One upsert is atomic: a reader sees the old content or the new one. CVs are at most a few MB.
 */
export function createDatabaseStorage(db: Db, clock: Clock): Storage {
  return {
    async put(key, data) {
      await db
        .insertInto('stored_files')
        .values({ key: checked(key), data, updated_at: clock.now() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ data, updated_at: clock.now() }))
        .execute();
    },
    async get(key) {
      const row = await db.selectFrom('stored_files').select('data').where('key', '=', checked(key)).executeTakeFirst();
      return row ? Buffer.from(row.data) : null;
    },
    async delete(key) {
      await db.deleteFrom('stored_files').where('key', '=', checked(key)).execute();
    },
  };
}
