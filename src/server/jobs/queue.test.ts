import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases, type DatabaseKind } from '../../../tests/support/databases.ts';
import { HOUR, ManualClock, MINUTE } from '../clock.ts';
import { createDatabase, type Db } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { claimJobs, enqueueJob, type Job } from './queue.ts';
import { createWorker } from './worker.ts';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database that can really be closed and opened again (a PGlite data dir on disk, or a PostgreSQL schema). */
async function restartableDatabase(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'medilink-jobs-'));
    const open = async () => (await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir })).db;
    const first = await open();
    await migrateToLatest(first);
    return { first, open, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  // The suite's own connection only drops the schema at the end; the "server" opens and loses its own pools.
  const keeper = await openTestDatabase('postgres');
  const schema = await currentSchema(keeper.db);
  const open = async () => (await createDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, databaseSchema: schema, dataDir: '' })).db;
  return { first: await open(), open, cleanup: keeper.close };
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

for (const kind of testDatabases()) {
  describe(`job queue [${kind}]`, () => {
    let db: Db;
    let close: () => Promise<void>;
    const clock = new ManualClock('2026-03-02T09:00:00Z');

    beforeAll(async () => {
      ({ db, close } = await openTestDatabase(kind));
    });
    afterAll(() => close());

    it('runs each job exactly once with two workers competing', async () => {
      // On PostgreSQL the second worker has its own connection pool, so the two really race for rows;
      // PGlite has one connection, so its two workers are serialised by it.
      const second =
        kind === 'postgres'
          ? (await createDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, databaseSchema: await currentSchema(db), dataDir: '' })).db
          : db;
      const now = clock.now();
      const ids: number[] = [];
      for (let i = 0; i < 60; i++) ids.push((await enqueueJob(db, { kind: 'race', payload: { i }, runAt: now }, now))!);
      const runs: { job: number; worker: string }[] = [];
      const handler = async (worker: string) => async (job: { id: number }) => {
        runs.push({ job: job.id, worker });
        await pause(2);
      };
      const a = createWorker({ db, clock, handlers: { race: await handler('a') }, workerId: 'a', batch: 3 });
      const b = createWorker({ db: second, clock, handlers: { race: await handler('b') }, workerId: 'b', batch: 3 });
      await Promise.all([a.runDue(), b.runDue()]);
      expect(runs.map((r) => r.job).sort((x, y) => x - y)).toEqual(ids);
      const done = await db
        .selectFrom('jobs')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('kind', '=', 'race')
        .where('status', '=', 'done')
        .executeTakeFirstOrThrow();
      expect(done.n).toBe(60);
      if (kind === 'postgres') {
        expect(new Set(runs.map((r) => r.worker))).toEqual(new Set(['a', 'b']));
        await second.destroy();
      }
    });

    it('deduplicates by key, even when enqueued twice', async () => {
      const now = clock.now();
      expect(await enqueueJob(db, { kind: 'once', runAt: now, dedupKey: 'offer.expire:1:1' }, now)).not.toBeNull();
      expect(await enqueueJob(db, { kind: 'once', runAt: now, dedupKey: 'offer.expire:1:1' }, now)).toBeNull();
    });

    it('waits for run_at on the injected clock', async () => {
      const now = clock.now();
      await enqueueJob(db, { kind: 'later', runAt: new Date(now.getTime() + 2 * HOUR) }, now);
      const ran: number[] = [];
      const worker = createWorker({ db, clock, handlers: { later: async (j: Job) => void ran.push(j.id), once: async () => {} } });
      await worker.runDue();
      expect(ran).toHaveLength(0);
      clock.advance(2 * HOUR);
      await worker.runDue();
      expect(ran).toHaveLength(1);
    });

    it('retries a failing job with backoff, then gives up after max attempts', async () => {
      const now = clock.now();
      const flaky = (await enqueueJob(db, { kind: 'flaky', runAt: now }, now))!;
      const doomed = (await enqueueJob(db, { kind: 'doomed', runAt: now, maxAttempts: 2 }, now))!;
      let calls = 0;
      const worker = createWorker({
        db,
        clock,
        handlers: {
          flaky: async () => {
            calls += 1;
            if (calls < 3) throw new Error(`boom ${calls}`);
          },
          doomed: async () => {
            throw new Error('always');
          },
        },
      });
      await worker.runDue();
      let row = await db.selectFrom('jobs').selectAll().where('id', '=', flaky).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('boom 1') });
      expect(row.run_at.getTime() - clock.now().getTime()).toBe(30_000);
      clock.advance(30_000);
      await worker.runDue();
      row = await db.selectFrom('jobs').selectAll().where('id', '=', flaky).executeTakeFirstOrThrow();
      expect(row.run_at.getTime() - clock.now().getTime()).toBe(60_000);
      clock.advance(60_000);
      await worker.runDue();
      row = await db.selectFrom('jobs').selectAll().where('id', '=', flaky).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'done', attempts: 3 });
      const dead = await db.selectFrom('jobs').selectAll().where('id', '=', doomed).executeTakeFirstOrThrow();
      expect(dead).toMatchObject({ status: 'failed', attempts: 2 });
    });

    it('enqueues a periodic job once per period, whichever worker gets there first', async () => {
      let runs = 0;
      const make = (id: string) =>
        createWorker({ db, clock, workerId: id, handlers: { tick: async () => void (runs += 1) }, periodic: { tick: 24 * HOUR } });
      await Promise.all([make('p1').runDue(), make('p2').runDue()]);
      await make('p3').runDue();
      expect(runs).toBe(1);
      clock.advance(24 * HOUR);
      await make('p1').runDue();
      expect(runs).toBe(2);
    });
  });

  describe(`job queue restart [${kind}]`, () => {
    let setup: Awaited<ReturnType<typeof restartableDatabase>>;
    beforeAll(async () => {
      setup = await restartableDatabase(kind);
    }, 60_000);
    afterAll(() => setup.cleanup());

    it('loses no job when the server stops in the middle', async () => {
      const clock = new ManualClock('2026-03-02T09:00:00Z');
      const now = clock.now();
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push((await enqueueJob(setup.first, { kind: 'work', payload: { i }, runAt: now }, now))!);
      // Instance 1 claims two jobs and dies before finishing them (the database goes away with it).
      const claimed = await claimJobs(setup.first, 'dying', now, new Date(now.getTime() + 5 * MINUTE), 2);
      expect(claimed).toHaveLength(2);
      await setup.first.destroy();

      const db = await setup.open();
      const ran: number[] = [];
      const worker = createWorker({ db, clock, handlers: { work: async (job: Job) => void ran.push(job.id) } });
      await worker.runDue();
      // The unclaimed jobs run at once; the two in the dead worker's hands wait for its lease to expire.
      expect(ran.sort((a, b) => a - b)).toEqual(ids.slice(2));
      clock.advance(5 * MINUTE);
      await worker.runDue();
      expect(ran.sort((a, b) => a - b)).toEqual(ids);
      const left = await db.selectFrom('jobs').select('id').where('status', '!=', 'done').execute();
      expect(left).toEqual([]);
      await db.destroy();
    });
  });
}
