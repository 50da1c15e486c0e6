import { systemClock } from '../src/server/clock.ts';
import { loadConfig } from '../src/server/config.ts';
import { restoreDataDir } from '../src/server/db/backup.ts';

// `npm run restore -- <backup folder>`: brings a backup made by `npm run backup` back into DATA_DIR (the server
// stopped); what DATA_DIR held before is kept beside it as *.before-restore-<time>.
const config = loadConfig();
const source = process.argv[2];
if (!source || config.databaseUrl) {
  console.error(
    config.databaseUrl ? 'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/ops.md).' : 'Usage: npm run restore -- <backup folder>',
  );
  process.exit(1);
}
try {
  const manifest = await restoreDataDir(config.dataDir, source, systemClock.now());
  console.log(`Restored ${source} (taken ${manifest.created_at}) into ${config.dataDir}: ${manifest.files} files.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
