import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/create-database.ts';
import { backupDataDir, restoreDataDir } from '../../src/server/db/backup.ts';
import { insertCompany } from '../support/accounts.ts';
import { insertNeed } from '../support/processes.ts';
import { pgliteTemplate } from '../support/template-db.ts';

// npm run backup / npm run restore on the embedded mode: a data dir with rows and an uploaded file, backed up,
// restored into another folder (and over the same one), opens with the same rows and files.
describe('backup and restore of the embedded data dir', () => {
  const root = mkdtempSync(join(tmpdir(), 'medilink-backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const now = new Date('2026-03-02T09:00:00Z');

  const open = async (dataDir: string) => {
    const opened = await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir });
    return { db: opened.db, close: async () => (await opened.db.destroy(), opened.dataDirLock?.release()) };
  };
  const needsOf = async (dataDir: string) => {
    const { db, close } = await open(dataDir);
    try {
      return await db.selectFrom('needs').select(['id', 'company_id', 'city']).orderBy('id').execute();
    } finally {
      await close();
    }
  };

  it('round-trips the database and the files', async () => {
    const original = join(root, 'original');
    const seeded = await createDatabase({
      databaseUrl: undefined,
      databaseSchema: undefined,
      dataDir: original,
      loadDataDir: await pgliteTemplate(),
    });
    const companyId = await insertCompany(seeded.db, now);
    for (let i = 0; i < 3; i++) await insertNeed(seeded.db, now, companyId);
    await seeded.db.destroy();
    seeded.dataDirLock?.release();
    mkdirSync(join(original, 'files', 'cv', '7'), { recursive: true });
    writeFileSync(join(original, 'files', 'cv', '7', 'cv.pdf'), '%PDF-1.7 the candidate CV');
    const before = await needsOf(original);
    expect(before).toHaveLength(3);

    const backup = join(root, 'backup');
    const manifest = await backupDataDir(original, backup, now);
    expect(manifest).toMatchObject({ format: 1, created_at: now.toISOString(), files: 1 });
    expect(manifest.database_bytes).toBeGreaterThan(0);
    await expect(backupDataDir(original, backup, now), 'never over an earlier backup').rejects.toThrow('is not empty');

    // Into an empty folder (a new machine).
    const fresh = join(root, 'fresh');
    await restoreDataDir(fresh, backup, now);
    expect(await needsOf(fresh)).toEqual(before);
    expect(readFileSync(join(fresh, 'files', 'cv', '7', 'cv.pdf'), 'utf8')).toBe('%PDF-1.7 the candidate CV');

    // Over a folder that moved on since: back to the backup, and what was there is kept aside.
    const later = await open(original);
    await insertNeed(later.db, now, companyId);
    await later.close();
    expect(await needsOf(original)).toHaveLength(4);
    await restoreDataDir(original, backup, new Date('2026-03-03T10:00:00Z'));
    expect(await needsOf(original)).toEqual(before);
    expect(
      readdirSync(original)
        .filter((n) => n.includes('before-restore'))
        .sort(),
    ).toEqual(['files.before-restore-2026-03-03T10-00-00-000Z', 'pglite.before-restore-2026-03-03T10-00-00-000Z']);
    expect(existsSync(join(original, 'medilink.pid')), 'the lock is released').toBe(false);
  }, 120_000);
});
