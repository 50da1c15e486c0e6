/**
 * npm run bench:cluster — events/s and p50/p99 latency of POST /api/processes/{id}/events through HAProxy, with
 * 1 and with 3 instances on one PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a schema of its own per run,
 * dropped after). BENCH_PAIRS processes are driven at once, each ping-ponging interview counter-proposals, for
 * BENCH_SECONDS. Every instance also holds one open event stream per candidate, as browsers would.
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { createDatabase } from '../src/server/db/create-database.ts';
import { threeOptions } from '../tests/e2e/support/clock.ts';
import { call, createCareAgent, pairAtReview, send, type Pair } from '../tests/e2e/cluster-support/world.ts';
import { followSse } from '../tests/support/sse-client.ts';
import { startCluster } from './cluster/start-cluster.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:cluster needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server).');
  process.exit(1);
}
const PAIRS = Number(process.env.BENCH_PAIRS ?? 12);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4490);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run(instances: number) {
  const schema = `bench_cluster_${instances}_${Date.now().toString(36)}`;
  const cluster = await startCluster({
    instances,
    port: PORT,
    databaseUrl: databaseUrl!,
    databaseSchema: schema,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', JOBS_WORKER: '0', DRAIN_DELAY_MS: '0' },
  });
  const { db } = await createDatabase({ databaseUrl: databaseUrl!, databaseSchema: schema, dataDir: '', poolSize: 2 });
  try {
    const care = await createCareAgent(db);
    const [a, b] = [threeOptions(new Date(), 1, '10:00'), threeOptions(new Date(), 4, '11:00')];
    const pairs: Pair[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const pair = await pairAtReview(cluster.url, care);
      await send(cluster.url, pair, pair.company, 'company.acceptCandidate', {});
      await send(cluster.url, pair, pair.company, 'company.proposeInterview', { interview: { type: 'phone', phone: '+40721000000' }, options: a });
      pairs.push(pair);
    }
    const streams = pairs.map((p) => followSse(`${cluster.url}/api/stream`, { authorization: `Bearer ${p.candidate.token}` }));
    const latencies: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      pairs.map(async (pair) => {
        for (let turn = 0; Date.now() < until; turn++) {
          const [party, type, options] = turn % 2 ? [pair.company, 'company.proposeOptions', a] : [pair.candidate, 'candidate.proposeOptions', b];
          const t0 = performance.now();
          const res = await call(cluster.url, `/processes/${pair.processId}/events`, {
            token: party.token,
            headers: { 'idempotency-key': crypto.randomUUID() },
            body: { type, payload: { options }, expectedVersion: pair.version },
          });
          if (res.status !== 200) throw new Error(`${type}: ${res.status} ${JSON.stringify(res.json)}`);
          latencies.push(performance.now() - t0);
          pair.version = res.json.version;
        }
      }),
    );
    await Promise.all(streams.map((s) => s.stop()));
    const sorted = [...latencies].sort((x, y) => x - y);
    return { instances, events: latencies.length, perSecond: latencies.length / SECONDS, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  } finally {
    await cluster.stop();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  }
}

console.log(
  `bench:cluster — ${PAIRS} processes driven at once for ${SECONDS} s through HAProxy; ${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(2)}`,
);
const rows = [];
for (const n of [1, 3]) rows.push(await run(n));
console.log('\ninstances  events  events/s  p50 ms  p99 ms');
for (const r of rows)
  console.log(
    `${String(r.instances).padStart(9)}  ${String(r.events).padStart(6)}  ${r.perSecond.toFixed(1).padStart(8)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p99.toFixed(1).padStart(6)}`,
  );
process.exit(0);
