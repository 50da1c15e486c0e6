import { sql } from 'kysely';
import { buildApp } from './app.ts';
import { drainAndClose } from './cluster/plugin.ts';
import { MINUTE, OffsetClock, systemClock } from './clock.ts';
import { pruneLoginFailures } from './accounts/password-check.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { autovacuumEmbedded } from './db/embedded-autovacuum.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_PASSWORD, seedDemoData } from './db/seed/demo.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';
import { seedWorkflowDemo } from './workflow/seed.ts';
import { vapidKeys } from './web-push/vapid-keys.ts';

// One command: migrate, refresh reference data, seed the demo (empty embedded DB or SEED_DEMO=1, never in
// production), listen, and tell the user where to go.
async function main(): Promise<void> {
  const config = loadConfig();
  const { db, kind } = await createDatabase(config);
  await migrateToLatest(db);
  await seedReferenceData(db);

  // Browser suites (NODE_ENV=test) start at TEST_NOW and move time through /api/test/clock; everywhere else it is
  // the real clock.
  const clock = config.nodeEnv === 'test' ? new OffsetClock(config.testNow) : systemClock;
  const app = await buildApp({ config, db, clock, databaseKind: kind });
  // Without keys in the environment, the pair is made and stored at the first start, before any browser subscribes.
  await vapidKeys(db, config, clock.now());

  // "Empty" = nobody has signed up yet; migrations may create system users (the ops job actor), which do not count.
  const { count } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('role', 'in', ['candidate', 'company'])
    .executeTakeFirstOrThrow();
  const wantDemo = config.nodeEnv !== 'production' && (config.seedDemo || (kind === 'pglite' && count === 0));
  const demoLogins = wantDemo ? await seedDemoData(db, clock) : [];
  // Demo needs and processes in many states (once; skipped when the demo company already has processes).
  if (wantDemo) await seedWorkflowDemo(db, config, { now: clock.now() });

  // Housekeeping: retry undelivered mail, forget login failures that no longer count, and the embedded database's
  // autovacuum (PGlite has none; the first run soon after the demo data went in).
  const timers = [
    setInterval(() => app.deps.mailer.deliverSoon(), MINUTE / 2),
    setInterval(() => void pruneLoginFailures(app.deps).catch((err: unknown) => app.log.error({ err }, 'prune failed')), 10 * MINUTE),
  ];
  if (kind === 'pglite') {
    const autovacuum = () => void autovacuumEmbedded(db).catch((err: unknown) => app.log.error({ err }, 'autovacuum failed'));
    timers.push(setTimeout(autovacuum, MINUTE / 2), setInterval(autovacuum, 5 * MINUTE));
  }
  for (const timer of timers) timer.unref();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    for (const timer of timers) clearInterval(timer);
    await drainAndClose(app);
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}/app/`;
  const lines = [
    '',
    `  ${config.brandName} is running: ${url}`,
    `  Database: ${kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (demoLogins.length) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of demoLogins) lines.push(`    ${(login.member ?? login.role).padEnd(11)} ${login.email}`);
  }
  if (!config.smtpUrl) lines.push('  Mail: no SMTP_URL, messages go to the mail_outbox table and reset links to the log');
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
