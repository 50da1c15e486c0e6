// npm run bench:api — requests/s and latency percentiles of POST /api/login and GET /api/user against a real
// listening server on 127.0.0.1, on PGlite and (when DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL.
// Bounded: each scenario runs BENCH_SECONDS (default 5) or BENCH_MAX_REQUESTS (default 20000), whichever ends first.
// A third scenario sends a body nested 5,000 levels deep, which the JSON parser must refuse (400) before anything walks
// it; the longest event loop delay of each scenario says whether the server stalled meanwhile (it shares this process).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createDatabase } from '../src/server/db/create-database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedReferenceData } from '../src/server/db/seed/reference-data.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 20_000);
const PASSWORD = 'Bench-password-1';

type Result = {
  database: string;
  scenario: string;
  concurrency: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Longest event loop delay during the scenario, in ms. */
  loop: number;
};

async function load(
  name: string,
  concurrency: number,
  send: () => Promise<Response>,
  expected = (res: Response) => res.ok,
): Promise<Omit<Result, 'database'>> {
  const latencies: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let errors = 0;
  let started = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  const worker = async () => {
    while (performance.now() < deadline && started < MAX_REQUESTS) {
      started += 1;
      const t = performance.now();
      const res = await send().catch(() => null);
      if (res) await res.arrayBuffer();
      latencies.push(performance.now() - t);
      if (!res || !expected(res)) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  delay.disable();
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    scenario: name,
    concurrency,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    max: latencies.at(-1) ?? 0,
    loop: delay.max / 1e6,
  };
}

async function benchDatabase(database: 'pglite' | 'postgres', url?: string): Promise<Result[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'medilink-bench-'));
  const schema = `bench_${Date.now().toString(36)}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    WEB_DIST_DIR: join(dataDir, 'none'),
  });
  const { db } = await createDatabase({ ...config, databaseUrl: url, databaseSchema: url ? schema : undefined });
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    const app = await buildApp({ config, db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const email = `bench.${Date.now()}@example.ro`;
    const reg = await fetch(`${base}/register/candidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        confirm_password: PASSWORD,
        name: 'Bench Candidat',
        phone: '0722123456',
        terms_accepted: true,
      }),
    });
    const { access_token: token } = (await reg.json()) as { access_token: string };
    const loginBody = JSON.stringify({ email, password: PASSWORD });
    const deepBody = '['.repeat(5000) + ']'.repeat(5000);
    const results = [
      await load('POST /api/login', 8, () =>
        fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody }),
      ),
      await load('GET /api/user', 16, () => fetch(`${base}/user`, { headers: { authorization: `Bearer ${token}` } })),
      await load(
        'deep JSON body',
        8,
        () => fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deepBody }),
        (res) => res.status === 400,
      ),
    ];
    await app.close();
    return results.map((r) => ({ database, ...r }));
  } finally {
    if (url) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const all: Result[] = [...(await benchDatabase('pglite'))];
if (postgresUrl) all.push(...(await benchDatabase('postgres', postgresUrl)));
else console.log('(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL)');

const fmt = (n: number, d = 1) => n.toFixed(d).padStart(8);
// Figures only mean something on a quiet machine: print how busy it was.
const [load1] = loadavg();
console.log(
  `\nAPI benchmark: ${SECONDS}s or ${MAX_REQUESTS} requests per scenario, Node ${process.version}, ${availableParallelism()} CPUs, load average ${load1?.toFixed(1)}\n`,
);
console.log('database  scenario          conc  requests  errors     req/s   p50 ms   p99 ms   max ms  loop ms');
for (const r of all) {
  console.log(
    `${r.database.padEnd(9)} ${r.scenario.padEnd(17)} ${String(r.concurrency).padStart(4)} ${String(r.requests).padStart(9)} ${String(r.errors).padStart(7)} ${fmt(r.rps)} ${fmt(r.p50)} ${fmt(r.p99)} ${fmt(r.max)} ${fmt(r.loop)}`,
  );
}
process.exit(all.some((r) => r.errors > 0) ? 1 : 0);
