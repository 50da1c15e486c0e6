import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpListener, subjectOf } from '../../../tests/support/smtp-listener.ts';
import { noPostgresReason, openSharedSchema, type SharedSchema } from '../../../tests/support/shared-postgres.ts';
import { buildApp, type App } from '../app.ts';
import { ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import { queueMail } from '../mail/outbox.ts';
import { createDatabaseStorage } from '../storage/database-storage.ts';

// Two instances on one PostgreSQL schema (two pools, two apps): what one does, the other must see.
const skipReason = noPostgresReason();
if (skipReason) console.log(`shared-state suite skipped: ${skipReason}`);

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 500 }, () => (socket.destroy(), resolve(true)));
  socket.on('error', () => resolve(false)).on('timeout', () => (socket.destroy(), resolve(false)));
});

describe.skipIf(Boolean(skipReason))('several instances on one PostgreSQL schema', () => {
  let shared: SharedSchema;
  const clock = new ManualClock();
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;

  beforeAll(async () => {
    shared = await openSharedSchema(2);
    smtp = await startSmtpListener();
  });
  afterAll(async () => {
    await smtp?.close();
    await shared?.close();
  });

  it('delivers each queued mail exactly once when two mailers flush at the same time', async () => {
    const log = { error: () => {}, info: () => {} } as never;
    const mailers = shared.dbs.map((db) =>
      createMailer({ db, clock, log, from: 'Medilink <no-reply@medilink.ro>', smtpUrl: smtp.url, rowLocks: true }),
    );
    for (let i = 0; i < 20; i++) {
      await queueMail(shared.dbs[0]!, { to: `p${i}@example.ro`, subject: `mail-${i}`, text: 't', html: '<p>t</p>', kind: 'test' }, clock.now());
    }
    await Promise.all([...mailers, ...mailers].map((m) => m.flush()));
    expect(smtp.received.map((m) => subjectOf(m.raw)).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `mail-${i}`).sort());
    const unsent = await shared.dbs[1]!.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
    expect(unsent).toEqual([]);
  });

  it('serves through one instance the file another stored, and forgets it for both', async () => {
    const [a, b] = shared.dbs.map((db) => createDatabaseStorage(db, clock));
    const cv = Buffer.from('%PDF-1.4 shared cv');
    await a!.put('cv/7/x.pdf', cv);
    expect(await b!.get('cv/7/x.pdf')).toEqual(cv);
    await b!.put('cv/7/x.pdf', Buffer.from('new'));
    expect((await a!.get('cv/7/x.pdf'))?.toString()).toBe('new');
    await a!.delete('cv/7/x.pdf');
    expect(await b!.get('cv/7/x.pdf')).toBeNull();
    await expect(a!.put('../etc/passwd', cv)).rejects.toThrow(/invalid storage key/);
  });

  const limitHoldsAcrossApps = (env: Record<string, string>) => async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '3', WEB_DIST_DIR: '/nonexistent', ...env });
    const apps: App[] = [];
    for (const db of shared.dbs) apps.push(await buildApp({ config, db, clock, databaseKind: 'postgres' }));
    try {
      // Unique per run: Redis keeps counters between runs for a minute.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await apps[i % 2]!.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const other = await apps[0]!.inject({ method: 'GET', url: '/api/config', remoteAddress: '10.0.0.99' });
      expect(other.statusCode).toBe(200);
    } finally {
      for (const app of apps) await app.close();
    }
  };

  it('holds the request limit across instances through the database', limitHoldsAcrossApps({}));

  it.skipIf(!redisUp)(`holds the request limit across instances through Redis (${redisUrl})`, limitHoldsAcrossApps({ REDIS_URL: redisUrl }));
});
