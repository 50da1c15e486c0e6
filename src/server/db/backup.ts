import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from './create-database.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Backup and restore of the embedded mode's DATA_DIR: the PGlite database (as PGlite's own consistent dump of its
 * data dir, the same format tests load templates from) and the uploaded files. Both hold the DATA_DIR lock, so they
 * refuse while a server runs on the folder (one process per data dir): stop it, back up, start it again.
 * A backup is a folder: pglite.tar.gz, files/ and manifest.json.
 */
export type BackupManifest = { format: 1; created_at: string; database_bytes: number; files: number; files_bytes: number };

const DUMP = 'pglite.tar.gz';
const MANIFEST = 'manifest.json';

function treeSize(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

export async function backupDataDir(dataDir: string, target: string, now: Date): Promise<BackupManifest> {
  const out = resolve(target);
  if (existsSync(out) && readdirSync(out).length) throw new Error(`The backup folder ${out} is not empty: choose a new one.`);
  mkdirSync(out, { recursive: true });
  const { db, pglite, dataDirLock } = await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir });
  try {
    // PGlite's dump is taken by the database itself: a consistent copy, unlike copying its files.
    const dump = Buffer.from(await (await pglite!.dumpDataDir('gzip')).arrayBuffer());
    writeFileSync(join(out, DUMP), dump);
    // Under the lock nobody uploads meanwhile, so the files match the database.
    const files = join(resolve(dataDir), 'files');
    if (existsSync(files)) cpSync(files, join(out, 'files'), { recursive: true });
    const size = treeSize(join(out, 'files'));
    const manifest: BackupManifest = {
      format: 1,
      created_at: now.toISOString(),
      database_bytes: dump.length,
      files: size.files,
      files_bytes: size.bytes,
    };
    writeFileSync(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await db.destroy();
    dataDirLock?.release();
  }
}

/**
 * Brings a backup back into DATA_DIR. What the folder held before is kept beside it (pglite.before-restore-<time>,
 * files.before-restore-<time>), never deleted: a restore onto the wrong folder can be undone by hand.
 */
export async function restoreDataDir(dataDir: string, source: string, now: Date): Promise<BackupManifest> {
  const from = resolve(source);
  if (!existsSync(join(from, MANIFEST)) || !existsSync(join(from, DUMP)))
    throw new Error(`${from} is not a Medilink backup (no ${MANIFEST} or ${DUMP}).`);
  const manifest = JSON.parse(readFileSync(join(from, MANIFEST), 'utf8')) as BackupManifest;
  const dir = resolve(dataDir);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  // The lock before anything moves: a restore under a running server would be overwritten by it (or corrupt it).
  const lock = lockDataDir(dir);
  try {
    for (const name of ['pglite', 'files']) {
      const path = join(dir, name);
      if (existsSync(path)) renameSync(path, join(dir, `${name}.before-restore-${stamp}`));
    }
    // Opening the folder from the dump in this process takes the lock over from `lock` (same process).
    const { db, dataDirLock } = await createDatabase({
      databaseUrl: undefined,
      databaseSchema: undefined,
      dataDir: dir,
      loadDataDir: new Blob([readFileSync(join(from, DUMP))]),
    });
    try {
      await sql`select 1`.execute(db); // PGlite unpacks the dump on its first query
    } finally {
      await db.destroy();
      dataDirLock?.release();
    }
    if (existsSync(join(from, 'files'))) cpSync(join(from, 'files'), join(dir, 'files'), { recursive: true });
    return manifest;
  } finally {
    lock.release();
  }
}
