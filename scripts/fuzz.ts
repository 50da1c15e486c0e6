import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { ManualClock } from '../src/server/clock.ts';
import { loadConfig } from '../src/server/config.ts';
import { openTestDatabase, testDatabases } from '../tests/support/databases.ts';
import { runFuzz } from '../tests/support/fuzz/run-fuzz.ts';

// `npm run fuzz`: the contract fuzzer of tests/api/fuzz.test.ts with more requests, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL. FUZZ_RUNS (default 3000) and FUZZ_SEED (default: random, printed) choose the run.
const runs = Number(process.env.FUZZ_RUNS ?? 3000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let failed = false;
for (const kind of testDatabases()) {
  const opened = await openTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'medilink-fuzz-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://medilink.test',
    WEB_DIST_DIR: join(dataDir, 'none'),
    RATE_LIMIT_PER_MINUTE: '0',
  });
  const app = await buildApp({ config, db: opened.db, clock: new ManualClock() });
  await app.ready();
  const started = Date.now();
  try {
    const stats = await runFuzz(app, { seed, numRuns: runs });
    const statuses = Object.entries(stats.byStatus)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(
      `\n[${kind}] seed ${seed}: ${stats.requests} requests over ${Object.keys(stats.byOperation).length} of ${stats.operations} operations in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(`  statuses  ${statuses}`);
    console.log(`  5xx       ${stats.serverErrors}`);
    console.log(`  problems  ${stats.problems.length}`);
    for (const p of stats.problems.slice(0, 30)) console.log(`    ${p}`);
    if (stats.problems.length) failed = true;
  } finally {
    await app.close();
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
