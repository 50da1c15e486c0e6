import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { type App, buildApp } from '../../src/server/app.ts';
import { ManualClock } from '../../src/server/clock.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { createDatabase, type Db } from '../../src/server/db/create-database.ts';
import { seedReferenceData } from '../../src/server/db/seed/reference-data.ts';
import { contractRecorder } from './contract.ts';
import { migrateBesideOtherSuites } from './migrate-beside-other-suites.ts';
import { pgliteTemplate } from './template-db.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type TestContext = {
  readonly kind: DatabaseKind;
  /** Fastify instance: use `ctx.app.inject(...)`. */
  readonly app: App;
  readonly db: Db;
  /** Controls `now()` for the server: `ctx.clock.advance(61 * MINUTE)`. */
  readonly clock: ManualClock;
  readonly config: Config;
};

export type SuiteOptions = {
  /** Extra environment for loadConfig (e.g. { RATE_LIMIT_PER_MINUTE: '0' }). */
  env?: Record<string, string>;
};

/** Databases every database suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Runs `body` once per database (see testDatabases) with a fresh, migrated and reference-seeded database and an
 * app built on it. PGlite suites start from a shared template copy; PostgreSQL suites get their own schema,
 * dropped afterwards, so parallel runs never collide. Read ctx fields inside tests/hooks, not at collection time.
 * Every /api answer the app sends must have a status its route declares (tests/support/contract.ts): a test
 * (or the suite, for requests made in hooks) fails when one does not match the contract.
 */
export function describeEachDatabase(name: string, body: (ctx: TestContext) => void, options: SuiteOptions = {}): void {
  for (const kind of testDatabases()) {
    describe(`${name} [${kind}]`, () => {
      const state: Partial<{ -readonly [K in keyof TestContext]: TestContext[K] }> = { kind };
      let cleanup: () => Promise<void> = async () => {};
      const contract = contractRecorder();
      const ctx = new Proxy(state, {
        get(target, prop) {
          const value = target[prop as keyof TestContext];
          if (value === undefined) throw new Error(`ctx.${String(prop)} is not ready: use it inside a test or hook`);
          return value;
        },
      }) as TestContext;

      beforeAll(async () => {
        const opened = await openTestDatabase(kind);
        const dataDir = mkdtempSync(join(tmpdir(), 'medilink-test-'));
        const config = testConfig(dataDir, options.env);
        const clock = new ManualClock();
        const app = await buildApp({ config, db: opened.db, clock, databaseKind: kind, onSend: contract.onSend });
        await app.ready();
        Object.assign(state, { app, db: opened.db, clock, config });
        cleanup = async () => {
          await app.close();
          await opened.close();
          rmSync(dataDir, { recursive: true, force: true });
        };
      });
      afterEach(() => {
        expect(contract.take(), 'answers whose status the route does not declare').toEqual([]);
      });
      afterAll(async () => {
        await cleanup();
        expect(contract.take(), 'answers (sent from suite hooks) whose status the route does not declare').toEqual([]);
      });

      body(ctx);
    });
  }
}

/** The configuration of a suite's app, its files under `dataDir`. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://medilink.test',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // Suites send hundreds of requests from one address; the global limit has its own test.
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  });
}

/** A migrated, reference-seeded database of the given kind, for suites that do not need the HTTP app. */
export async function openTestDatabase(kind: DatabaseKind): Promise<{ db: Db; close: () => Promise<void> }> {
  if (kind === 'pglite') {
    const { db } = await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir: '', loadDataDir: await pgliteTemplate() });
    return { db, close: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const { db } = await createDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: '', poolSize: 4 });
  await sharedExtensions(db);
  await migrateBesideOtherSuites(db);
  await seedReferenceData(db);
  return {
    db,
    close: async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}

/**
 * pg_trgm in `public`, before any suite's migration: 0020_company would otherwise create it in the first suite's
 * schema, and dropping that schema (cascade) would take the extension and every other suite's trigram index along.
 * Concurrent suites may race on the create; the loser finds it installed.
 */
export async function sharedExtensions(db: Db): Promise<void> {
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  } catch {
    // Installed concurrently, or not installable here: 0020_company copes with both.
  }
}
