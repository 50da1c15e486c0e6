import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createDatabase } from '../../src/server/db/create-database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedReferenceData } from '../../src/server/db/seed/reference-data.ts';

// A fresh PGlite costs 2-4 s and ~0.8 GB; loading a dumped data dir costs ~0.5 s. So the first suite migrates
// and seeds once, dumps the data dir to .tmp/test-db, and every suite (in any worker) starts from a copy.
// The file name carries a hash of the schema and seed sources, so a new migration rebuilds the template.
const ROOT = resolve(import.meta.dirname, '../..');
const CACHE_DIR = join(ROOT, '.tmp', 'test-db');
const SOURCES = ['src/server/db', 'src/server/workflow'];

function sourceHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.test.ts')) hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of SOURCES) walk(join(ROOT, dir));
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(path: string): Promise<void> {
  const { db, pglite } = await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir: '', inMemory: true });
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    const dump = await pglite!.dumpDataDir('none');
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, path);
  } finally {
    await db.destroy();
  }
}

/** The migrated, reference-seeded PGlite data dir, built at most once per source version across workers. */
export async function pgliteTemplate(): Promise<Blob> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const path = join(CACHE_DIR, `pglite-${sourceHash()}.tar`);
  const lockPath = `${path}.lock`;
  const deadline = Date.now() + 120_000;
  while (!existsSync(path)) {
    let lock: Awaited<ReturnType<typeof open>> | undefined;
    try {
      lock = await open(lockPath, 'wx');
    } catch {
      // Another worker is building it; a lock older than 2 minutes belongs to a crashed run.
      if (existsSync(lockPath) && Date.now() - statSync(lockPath).mtimeMs > 120_000) rmSync(lockPath, { force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${path}`);
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (!existsSync(path)) await buildTemplate(path);
    } finally {
      await lock.close();
      rmSync(lockPath, { force: true });
    }
  }
  return new Blob([readFileSync(path)]);
}
