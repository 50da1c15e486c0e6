/**
 * npm run bench:workflow — throughput (events/s) and latency (p50/p99) of POST /api/processes/{id}/events on
 * PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL (own schema, dropped after).
 * Each process is driven through the same 8 real events; CONCURRENCY processes are driven at once, or, with
 * BENCH_RATE=200, events are sent at that steady rate for a minute (latency p50/p95/p99 at that rate; BENCH_PROCESSES
 * sets how many processes, 150 without a rate). Also prints the statements per event (session, read, writes): under
 * load each round trip to the database is what an event costs.
 * BENCH_ONLY=pglite|postgres runs one database. BENCH_WARMUP processes (default 20) are driven through the script
 * first, unmeasured, so the figures are not the JIT's first minutes. Prints p50/p99 per event type and the garbage
 * collector's pauses, the event loop's delay and when the slowest 1 % were due in the measured phase, so a p99 says
 * which event and whether the collector, the event loop or one stall of the database made it;
 * BENCH_PROFILE=<file.cpuprofile> writes a CPU profile of the measured phase alone.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { createSession } from '../src/server/auth/sessions.ts';
import { recordPolicyConsent } from '../src/server/privacy/policy-consent.ts';
import { ManualClock } from '../src/server/clock.ts';
import { loadConfig } from '../src/server/config.ts';
import { createDatabase, type Db } from '../src/server/db/create-database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedReferenceData } from '../src/server/db/seed/reference-data.ts';
import { insertNeed } from '../src/server/workflow/needs.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../tests/support/licences.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
// Events per second to send at a steady rate (the goal is 200/s); unset: as fast as CONCURRENCY allows.
const RATE = Number(process.env.BENCH_RATE ?? 0);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const PROFILE = process.env.BENCH_PROFILE;
const NOW = '2026-03-02T08:00:00.000Z';
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const OTHER = ['2026-03-09T08:00:00.000Z', '2026-03-10T09:00:00.000Z', '2026-03-11T10:00:00.000Z'];

type Role = 'candidate' | 'company' | 'care';
const SCRIPT: Array<{ role: Role; type: string; payload: object }> = [
  { role: 'candidate', type: 'candidate.acceptOffer', payload: { callSlot: '2026-03-03T09:00:00.000Z' } },
  { role: 'care', type: 'care.validate', payload: LICENCE_CHECKED },
  { role: 'company', type: 'company.acceptCandidate', payload: {} },
  { role: 'company', type: 'company.proposeInterview', payload: { interview: { type: 'phone', phone: '+40721000000' }, options: OPTIONS } },
  { role: 'candidate', type: 'candidate.proposeOptions', payload: { options: OTHER } },
  { role: 'company', type: 'company.proposeOptions', payload: { options: OPTIONS } },
  { role: 'candidate', type: 'candidate.pickOption', payload: { option: OPTIONS[0] } },
  { role: 'company', type: 'company.requestReschedule', payload: { options: OTHER } },
];
// At a steady rate, a minute of events: this machine's disk stalls one fsync for 50-110 ms about every 30 s (measured
// with fdatasync in a loop), and every commit waits for it; in a 6 s run that one stall alone made the p99 of 1 run in 3.
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? (RATE ? Math.ceil((RATE * 60) / SCRIPT.length) : 150));

async function user(db: Db, role: Role, n: number): Promise<{ id: number; token: string }> {
  const clock = new ManualClock(NOW);
  const row = await db
    .insertInto('users')
    .values({ email: `bench-${role}-${n}@bench.test`, password_hash: 'bench', role, created_at: clock.now(), updated_at: clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordPolicyConsent(db, row.id, clock.now());
  if (role === 'candidate')
    await sql`insert into candidates (user_id, full_name, phone, terms_accepted_at) values (${row.id}, ${`Bench ${n}`}, '+40700000001', now())`.execute(
      db,
    );
  if (role === 'company')
    await sql`insert into companies (user_id, name, contact_name, phone) values (${row.id}, 'Bench Clinic', 'Bench', '+40700000002')`.execute(db);
  if (role === 'care') await sql`insert into care_agents (user_id, full_name, phone) values (${row.id}, 'Bench Care', '+40700000003')`.execute(db);
  return { id: row.id, token: (await createSession(db, clock, row.id)).token };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function bench(kind: 'pglite' | 'postgres', url?: string) {
  const schema = `bench_${Date.now().toString(36)}`;
  const { db } = await createDatabase({
    databaseUrl: url,
    databaseSchema: url ? schema : undefined,
    dataDir: '',
    inMemory: true,
    poolSize: CONCURRENCY + 2,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'medilink-bench-'));
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    const clock = new ManualClock(NOW);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '0',
      PUBLIC_URL: 'http://bench.test',
    });
    // Counts the round trips the app makes: its statements, and BEGIN and COMMIT of its transactions (which go around
    // plugins, so they are counted where the app opens a transaction).
    let statements = 0;
    let transactions = 0;
    const counted = db.withPlugin({
      transformQuery: ({ node }) => {
        statements++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const transaction = counted.transaction.bind(counted);
    counted.transaction = () => {
      transactions++;
      return transaction();
    };
    const app = await buildApp({ config, db: counted, clock });
    await app.ready();
    const company = await user(db, 'company', 0);
    const care = await user(db, 'care', 0);
    const jobTitle = await db.selectFrom('nomenclatures').select('slug').where('domain', '=', 'functions').executeTakeFirstOrThrow();
    const city = await db.selectFrom('cities').select('slug').executeTakeFirstOrThrow();
    const needId = await insertNeed(
      db,
      { companyId: company.id, jobTitle: jobTitle.slug, city: city.slug, workType: 'full_time', salaryMin: 8000 },
      clock.now(),
    );
    const processes: Array<{ id: number; candidate: { token: string } }> = [];
    for (let i = 0; i < WARMUP + PROCESSES; i++) {
      const candidate = await user(db, 'candidate', i);
      const res = await app.inject({
        method: 'POST',
        url: '/api/processes',
        // Care offers by hand (a company may only offer a candidate the product showed it).
        headers: { authorization: `Bearer ${care.token}` },
        payload: { need_id: needId, candidate_id: candidate.id },
      });
      if (res.statusCode !== 201) throw new Error(`POST /api/processes: ${res.statusCode} ${res.body}`);
      await giveLicenceFor(db, res.json().id, clock.now());
      processes.push({ id: res.json().id, candidate });
    }

    const latencies: Array<{ type: string; ms: number; due: number }> = [];
    const tokens = (p: (typeof processes)[number]) => ({ candidate: p.candidate.token, company: company.token, care: care.token });
    // One process's place in the script: its next step and the version that step must expect.
    type Cursor = { p: (typeof processes)[number]; step: number; version: number };
    const send = async (c: Cursor, from: number) => {
      const step = SCRIPT[c.step]!;
      const res = await app.inject({
        method: 'POST',
        url: `/api/processes/${c.p.id}/events`,
        headers: { authorization: `Bearer ${tokens(c.p)[step.role]}` },
        payload: { type: step.type, payload: step.payload, expectedVersion: c.version },
      });
      latencies.push({ type: step.type, ms: performance.now() - from, due: from });
      if (res.statusCode !== 200) throw new Error(`${step.type}: ${res.statusCode} ${res.body}`);
      c.version = res.json().version;
      c.step++;
    };
    const closedLoop = async (cursors: Cursor[]) => {
      const queue = [...cursors];
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let c = queue.shift(); c; c = queue.shift()) while (c.step < SCRIPT.length) await send(c, performance.now());
        }),
      );
    };
    const cursors: Cursor[] = processes.map((p) => ({ p, step: 0, version: 1 }));
    // The warm-up's processes are left out of the figures: the JIT compiles the hot paths on them.
    await closedLoop(cursors.splice(0, WARMUP));
    latencies.length = 0;
    statements = 0;
    transactions = 0;
    const pauses: number[] = [];
    const gc = new PerformanceObserver((list) => pauses.push(...list.getEntries().map((e) => e.duration)));
    gc.observe({ entryTypes: ['gc'] });
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    const profiler = PROFILE ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    if (RATE) {
      // Open loop: the k-th event is due at k/RATE s whatever the answers before it, and its latency counts from then,
      // so a server falling behind shows as latency (a closed loop would wait for it and hide the queue).
      const ready = [...cursors];
      const inFlight = new Set<Promise<void>>();
      const total = cursors.length * SCRIPT.length;
      for (let issued = 0; issued < total;) {
        const due = started + (issued * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const cursor = ready.shift();
        // Every process is waiting for an answer: the next due event goes out with the first one back.
        if (!cursor) {
          await Promise.race(inFlight);
          continue;
        }
        issued++;
        const sent = send(cursor, due).then(() => {
          inFlight.delete(sent);
          if (cursor.step < SCRIPT.length) ready.push(cursor);
        });
        inFlight.add(sent);
      }
      await Promise.all(inFlight);
    } else {
      await closedLoop(cursors);
    }
    const seconds = (performance.now() - started) / 1000;
    // This process's CPU per event (the app, the bench's requests and, on PGlite, the database): unlike the rates it
    // hardly moves with the other users of the machine, so it compares two versions measured under different loads.
    const { user: cpuUser, system: cpuSystem } = process.cpuUsage(cpu);
    if (profiler && PROFILE) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(PROFILE, JSON.stringify(profile));
      profiler.disconnect();
    }
    gc.disconnect();
    loopDelay.disable();
    const all = latencies.map((l) => l.ms).sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(8)} ${all.length} events, ${RATE ? `rate ${RATE}/s` : `concurrency ${CONCURRENCY}`}: ${(all.length / seconds).toFixed(0)} events/s, ` +
        `p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, ` +
        `${(statements / all.length).toFixed(2)} statements + ${((2 * transactions) / all.length).toFixed(2)} BEGIN/COMMIT per event, CPU ${((cpuUser + cpuSystem) / 1000 / all.length).toFixed(2)} ms/event (system ${(cpuSystem / 1000 / all.length).toFixed(2)})`,
    );
    // When the slowest 1 % were due: within a few tens of ms of each other, one stall (a slow fsync of the disk, the
    // machine) made the p99, not what each event costs.
    const slowest = [...latencies].sort((a, b) => b.ms - a.ms).slice(0, Math.max(1, Math.ceil(latencies.length / 100)));
    const dues = slowest.map((l) => (l.due - started) / 1000).sort((a, b) => a - b);
    console.log(
      `         slowest 1 %: ${slowest.length} events due between ${dues[0]!.toFixed(2)} s and ${dues.at(-1)!.toFixed(2)} s of ${seconds.toFixed(1)} s`,
    );
    pauses.sort((a, b) => a - b);
    console.log(
      `         gc: ${pauses.length} pauses, ${pauses.reduce((a, b) => a + b, 0).toFixed(0)} ms in all (${(pauses.reduce((a, b) => a + b, 0) / 10 / seconds) | 0} % of the time), ` +
        `longest ${(pauses.at(-1) ?? 0).toFixed(1)} ms; event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
    );
    for (const { type } of SCRIPT) {
      const ms = latencies
        .filter((l) => l.type === type)
        .map((l) => l.ms)
        .sort((a, b) => a - b);
      console.log(
        `         ${type.padEnd(26)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms, p99 ${percentile(ms, 99).toFixed(1).padStart(6)} ms`,
      );
    }
    await app.close();
  } finally {
    if (url) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The figures depend on the machine's load: print it beside them.
console.log(
  `cpus ${cpus().length}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const only = process.env.BENCH_ONLY;
if (only !== 'postgres') await bench('pglite');
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (only === 'pglite') process.exit(0);
if (url) await bench('postgres', url);
else console.log('postgres skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
