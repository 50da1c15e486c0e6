/**
 * npm run bench:streams — how many event streams one instance holds, and what they cost. One server (the source,
 * with `npm run serve`'s node options) on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL; a schema of its own,
 * dropped after); BENCH_STREAMS authenticated streams (default 10,000; two tabs per user, CARE agents among them)
 * opened with stream tickets by separate holder processes; then BENCH_RATE process events per second (200) through
 * the real route for BENCH_SECONDS (30), each counter-proposal of one of BENCH_PROCESSES processes. Prints the server's
 * memory per stream (RSS and V8 heap after a full collection), its CPU idle and under load, its event loop delay,
 * and the event-to-stream latency (from the POST leaving the bench to the frame arriving on each recipient's stream).
 * Streams that could not open, and why, are printed too (what breaks first at 20,000).
 */
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../src/server/db/create-database.ts';
import { cpuSeconds, startHolder, startServer, waitReady, type Memory } from './bench-streams/processes.ts';
import { optionSets, seedProcesses, seedUsers, type Process, type User } from './bench-streams/seed.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:streams needs TEST_DATABASE_URL (or BENCH_DATABASE_URL): a PostgreSQL server.');
  process.exit(1);
}
const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 4471);
const DRIVE = process.env.BENCH_DRIVE === 'rows' ? 'rows' : 'route';
const CARE = 5;
const TABS = 2;
// Each holder process stays well inside the usual 20,000 open files per process (ulimit -n), sockets included.
const PER_HOLDER = 6_000;
// One heartbeat period of quiet, to see what holding the streams costs by itself.
const IDLE_MS = 15_000;

const ROOT = resolve(import.meta.dirname, '..');
const url = `http://127.0.0.1:${PORT}`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const mb = (bytes: number) => bytes / 1024 / 1024;

async function post(path: string, token: string, body: unknown): Promise<{ id: number; version: number }> {
  const res = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as { id: number; version: number };
}

type Report = { open: number; dropped: number; failures: Record<string, number>; arrivals: Array<[number, number, number]> };

type Step = (p: Process) => Promise<number>;

/** The real route: the two sides counter-propose interview options in turn. */
function routeStep(): Step {
  const [a, b] = optionSets();
  // Five events took each process to the company's proposal (version 5): the candidate answers at odd versions.
  return async (p) => {
    const [who, type, options] = p.version % 2 === 1 ? [p.candidate, 'candidate.proposeOptions', b] : [p.company, 'company.proposeOptions', a];
    return (await post(`/processes/${p.id}/events`, who.token, { type, payload: { options }, expectedVersion: p.version })).version;
  };
}

/**
 * BENCH_DRIVE=rows: the rows the process event trigger publishes (migration 0151_push), written by the bench itself:
 * what the streams cost, without the workflow's own work on a machine too small or too busy for 200 events/s.
 */
function rowsStep(db: Db): Step {
  return async (p) => {
    const data = { processId: p.id, version: p.version + 1, event: 'candidate.proposeOptions', by: 'candidate' };
    const rows = [{ user_id: p.candidate.id }, { user_id: p.company.id }, { role: 'care' }].map((to) => ({
      ...to,
      type: 'process.changed',
      data,
      created_at: new Date().toISOString(),
    }));
    await sql`select push_publish(${JSON.stringify(rows)}::jsonb)`.execute(db);
    return p.version + 1;
  };
}

/** Open loop: the k-th event is due at k/RATE s whatever came back before, and its latency counts from then. */
async function drive(processes: Process[], step: Step, sentAt: Map<string, number>, answeredAt: Map<string, number>) {
  const ready = [...processes];
  const inFlight = new Set<Promise<void>>();
  const posts: number[] = [];
  let errors = 0;
  const started = nowMs();
  // A server that falls far behind the rate would keep the bench going for many minutes: it stops at twice the time.
  for (let issued = 0; issued < RATE * SECONDS && nowMs() - started < 2_000 * SECONDS;) {
    const wait = started + (issued * 1000) / RATE - nowMs();
    if (wait > 0) await sleep(wait);
    const p = ready.shift();
    if (!p) {
      await Promise.race(inFlight);
      continue;
    }
    issued++;
    const t0 = nowMs();
    const key = `${p.id}:${p.version + 1}`;
    sentAt.set(key, t0);
    const sent = step(p)
      .then(
        (version) => {
          p.version = version;
          answeredAt.set(key, nowMs());
          posts.push(nowMs() - t0);
        },
        (err: unknown) => {
          errors++;
          if (errors <= 3) console.error(String(err));
        },
      )
      .finally(() => {
        inFlight.delete(sent);
        ready.push(p);
      });
    inFlight.add(sent);
  }
  await Promise.all(inFlight);
  return { posts, errors };
}

const schema = `bench_streams_${Date.now().toString(36)}`;
const workDir = join(ROOT, '.tmp', 'bench-streams');
mkdirSync(workDir, { recursive: true });
const logFile = join(workDir, 'server.log');
console.log(
  `bench:streams — ${STREAMS} streams, ${RATE} events/s (${DRIVE === 'rows' ? 'push rows written by the bench' : 'the real route'}) for ${SECONDS} s over ${PROCESSES} processes; ${cpus().length} CPUs, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; server log ${logFile}`,
);
const server = startServer({ port: PORT, databaseUrl, schema, logFile });
const holders: Array<ReturnType<typeof startHolder>> = [];
const { db } = await createDatabase({ databaseUrl, databaseSchema: schema, dataDir: '', poolSize: 8 });
try {
  await waitReady(server.child, url);
  const pid = server.child.pid!;
  const users = await seedUsers(db, Math.ceil(STREAMS / TABS), CARE);
  const byRole = (role: User['role']) => users.filter((u) => u.role === role);
  const care = byRole('care');
  const pairs = byRole('candidate')
    .slice(0, PROCESSES)
    .map((c, i) => [c, byRole('company')[i]!] as [User, User]);
  const processes = await seedProcesses(db, post, pairs, care[0]!);
  console.log(`seeded ${users.length} users (${care.length} care agents) and ${processes.length} processes`);

  const before = await server.memory();
  // Every user's tabs, interleaved so each holder has a share of every kind of user.
  const tokens = Array.from({ length: STREAMS }, (_, i) => users[i % users.length]!.token);
  const holderCount = Math.ceil(STREAMS / PER_HOLDER);
  for (let h = 0; h < holderCount; h++) holders.push(startHolder());
  const openStarted = nowMs();
  const opened = await Promise.all(
    holders.map((h, i) =>
      h.ask<{ open: number; failures: Record<string, number> }>(
        { kind: 'open', url, tokens: tokens.filter((_, t) => t % holderCount === i), concurrency: 24 },
        'opened',
      ),
    ),
  );
  const open = opened.reduce((n, o) => n + o.open, 0);
  const failures = new Map<string, number>();
  for (const [why, n] of opened.flatMap((o) => Object.entries(o.failures))) failures.set(why, (failures.get(why) ?? 0) + n);
  console.log(
    `opened ${open} of ${STREAMS} streams in ${((nowMs() - openStarted) / 1000).toFixed(1)} s` +
      (failures.size ? `; failed: ${[...failures].map(([why, n]) => `${why} × ${n}`).join(', ')}` : ''),
  );
  if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}`);

  await sleep(2_000);
  const held = await server.memory();
  const idleCpu = cpuSeconds(pid);
  await sleep(IDLE_MS);
  const idle = { cpu: (cpuSeconds(pid) - idleCpu) / (IDLE_MS / 1000), memory: await server.memory() };

  const sentAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();
  const loadCpu = cpuSeconds(pid);
  const loadStarted = nowMs();
  const { posts, errors } = await drive(processes, DRIVE === 'rows' ? rowsStep(db) : routeStep(), sentAt, answeredAt);
  const loadSeconds = (nowMs() - loadStarted) / 1000;
  const busyCpu = (cpuSeconds(pid) - loadCpu) / loadSeconds;
  await sleep(2_000);
  const loaded = await server.memory();
  const reports = await Promise.all(holders.map((h) => h.ask<Report>({ kind: 'report' }, 'report')));

  const latencies: number[] = [];
  const afterAnswer: number[] = [];
  for (const { arrivals } of reports)
    for (const [processId, version, at] of arrivals) {
      const key = `${processId}:${version}`;
      const [t0, t1] = [sentAt.get(key), answeredAt.get(key)];
      if (t0 !== undefined) latencies.push(at - t0);
      if (t1 !== undefined) afterAnswer.push(at - t1);
    }
  latencies.sort((x, y) => x - y);
  afterAnswer.sort((x, y) => x - y);
  posts.sort((x, y) => x - y);
  // Each event reaches the candidate's and the company's tabs and every care agent's.
  const expected = posts.length * (TABS * 2 + care.length * TABS);
  const stillOpen = reports.reduce((n, r) => n + r.open - r.dropped, 0);

  const perStream = (key: 'rss' | 'heapUsed', m: Memory) => ((m[key] - before[key]) / Math.max(open, 1) / 1024).toFixed(1);
  console.log(`\nserver memory (after a full GC)     RSS MB  heap MB  external MB`);
  for (const [label, m] of [
    ['before the streams', before],
    [`${open} streams open`, held],
    [`after ${IDLE_MS / 1000} s idle`, idle.memory],
    [`after the load`, loaded],
  ] as const)
    console.log(
      `  ${label.padEnd(32)} ${mb(m.rss).toFixed(0).padStart(7)} ${mb(m.heapUsed).toFixed(0).padStart(8)} ${mb(m.external).toFixed(0).padStart(12)}`,
    );
  console.log(
    `  per stream: ${perStream('rss', held)} KB RSS, ${perStream('heapUsed', held)} KB heap (after the load: ${perStream('rss', loaded)} KB RSS, ${perStream('heapUsed', loaded)} KB heap)`,
  );
  console.log(
    `server CPU: idle with ${open} streams ${(idle.cpu * 100).toFixed(1)} % of a core; under load ${(busyCpu * 100).toFixed(1)} % (${((busyCpu * 1000) / (posts.length / loadSeconds)).toFixed(2)} ms CPU per event)`,
  );
  console.log(
    `server event loop delay under load: p50 ${loaded.loopP50.toFixed(1)} ms, p99 ${loaded.loopP99.toFixed(1)} ms, max ${loaded.loopMax.toFixed(1)} ms`,
  );
  console.log(
    `events: ${posts.length} ${DRIVE === 'rows' ? 'published' : 'accepted'} in ${loadSeconds.toFixed(1)} s (${(posts.length / loadSeconds).toFixed(0)}/s), ${errors} failed; ${DRIVE === 'rows' ? 'insert' : 'POST'} p50 ${percentile(posts, 50).toFixed(1)} ms, p99 ${percentile(posts, 99).toFixed(1)} ms`,
  );
  console.log(
    `event to stream: ${latencies.length} of ${expected} deliveries, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms; ${stillOpen} streams still open`,
  );
  // The push path alone (commit, NOTIFY, the hub's read, the fan-out): negative when the frame beat the POST's answer.
  console.log(
    `  from the ${DRIVE === 'rows' ? "insert's commit" : "POST's answer"}: p50 ${percentile(afterAnswer, 50).toFixed(1)} ms, p99 ${percentile(afterAnswer, 99).toFixed(1)} ms`,
  );
} finally {
  for (const h of holders) h.child.kill();
  const exited = new Promise((done) => server.child.once('exit', done));
  if (server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    server.child.kill('SIGKILL');
  }
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
}
process.exit(0);
