import { join } from 'node:path';
import { systemClock } from '../src/server/clock.ts';
import { loadConfig } from '../src/server/config.ts';
import { backupDataDir } from '../src/server/db/backup.ts';

// `npm run backup [-- <folder>]`: a consistent copy of the embedded database and the uploaded files of DATA_DIR
// (default folder: backups/medilink-<time>). PostgreSQL (DATABASE_URL) is backed up with pg_dump: docs/ops.md.
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and copy DATA_DIR/files (docs/ops.md, "Backup and restore").');
  process.exit(1);
}
const now = systemClock.now();
const target = process.argv[2] ?? join('backups', `medilink-${now.toISOString().replace(/[:.]/g, '-')}`);
try {
  const manifest = await backupDataDir(config.dataDir, target, now);
  console.log(
    `Backup of ${config.dataDir} written to ${target}: database ${manifest.database_bytes} bytes (gzip), ${manifest.files} files (${manifest.files_bytes} bytes).`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
