import { expect, test } from './support/test';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../../src/server/db/create-database.ts';
import { enqueueJob } from '../../src/server/jobs/queue.ts';
import { rollingDeploy } from '../../scripts/cluster/rolling-deploy.ts';
import { startCluster, type Cluster } from '../../scripts/cluster/start-cluster.ts';
import { pdfFile } from '../support/files.ts';
import { noPostgresReason } from '../support/shared-postgres.ts';
import { startSmtpListener } from '../support/smtp-listener.ts';
import { machineNow } from './support/clock';
import { call, createCareAgent, pairAtReview, registerCandidate, type Pair, type Party } from './cluster-support/world';
import { expectLoggedOnce, expectStreamsHoldEach, loggedSince, pingPongProcesses, type Version } from './cluster-support/ping-pong';
import { PASSWORD } from './support/accounts';
import { signedInContext } from './support/sessions';
import { BUILT_IN_PORT, WEB_DIST_DIR } from './support/servers';

// Three instances on one PostgreSQL schema behind HAProxy. Browsers on different instances see each
// other's moves within 2 s; under a steady load a new version is rolled out one instance at a time without a failed
// request, and one instance is killed with kill -9 and nothing is lost or doubled.

const skipReason = noPostgresReason();
if (skipReason) console.log(`cluster suite skipped: ${skipReason}`);

test.describe('three instances behind HAProxy', () => {
  test.skip(Boolean(skipReason), skipReason);
  test.describe.configure({ mode: 'serial' });

  const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
  const schema = `cluster_${machineNow().getTime().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  let cluster: Cluster;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let db: Db;
  let care: Party;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    smtp = await startSmtpListener();
    cluster = await startCluster({
      instances: 3,
      port: BUILT_IN_PORT + 20,
      databaseUrl,
      databaseSchema: schema,
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SMTP_URL: smtp.url,
        // The SPA the browser suites' servers serve.
        WEB_DIST_DIR,
        DRAIN_DELAY_MS: '300',
        JOBS_POLL_MS: '300',
        // The load comes from one address; the login failure limit is what this suite checks.
        RATE_LIMIT_PER_MINUTE: '0',
        STREAM_HEARTBEAT_MS: '2000',
      },
    });
    db = (await createDatabase({ databaseUrl, databaseSchema: schema, dataDir: '', poolSize: 2 })).db;
    care = await createCareAgent(db);
  });

  test.afterAll(async () => {
    await cluster?.stop();
    await smtp?.close();
    if (db) {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    }
  });

  test('a company move on one instance shows on the candidate’s open offer page, on another, within 2 s', async ({ browser }) => {
    const pair = await pairAtReview(cluster.url, care);
    const [one, two] = cluster.instances;
    const candidate = await signedInContext(browser, one!.url, pair.candidate.email);
    const offerPage = await candidate.newPage();
    const streamOpen = offerPage.waitForResponse((r) => r.url().includes('/api/stream?') && r.status() === 200);
    await offerPage.goto(`/app/offers/${pair.processId}`);
    await streamOpen;

    const company = await signedInContext(browser, two!.url, pair.company.email);
    const companyPage = await company.newPage();
    await companyPage.goto(`/app/needs/${pair.needId}/candidate/${pair.processId}`);
    const accepted = companyPage.waitForResponse((r) => r.url().endsWith(`/api/processes/${pair.processId}/events`) && r.status() === 200);
    await companyPage.getByRole('button', { name: 'Accept the candidate' }).click();
    await accepted;
    await expect(offerPage.getByTestId('live-change')).toContainText('Company accepted the candidate', { timeout: 2_000 });
    await Promise.all([candidate.close(), company.close()]);
  });

  test('a rolling deploy under steady load: no failed request, every event once, streams resume, mails once', async () => {
    test.setTimeout(240_000);
    const { pairs, start, streams, turn: turnOf } = await pingPongProcesses(cluster.url, care, 2);
    const sentBefore = (await db.selectFrom('mail_outbox').select('id').execute()).length;
    const pids = cluster.instances.map((i) => i.child.pid);

    // Until the deploy ends: page loads, API reads and process events, each tried once; any answer but 200 is a failure.
    const failures: string[] = [];
    const acknowledged: Version[] = [];
    let requests = 0;
    let deployed = false;
    const once = async (what: string, attempt: () => Promise<number>) => {
      requests += 1;
      const status = await attempt().catch((err: unknown) => `${err}`);
      if (status !== 200) failures.push(`${what}: ${status}`);
      return status === 200;
    };
    const pages = async () => {
      while (!deployed) await once('GET /app/', async () => (await fetch(`${cluster.url}/app/offers`)).status);
    };
    const reads = async (pair: Pair) => {
      while (!deployed)
        await once('GET process', async () => (await call(cluster.url, `/processes/${pair.processId}`, { token: pair.candidate.token })).status);
    };
    const events = async (pair: Pair) => {
      for (let turn = 0; !deployed; turn++) {
        const [party, type, options] = turnOf(pair, turn);
        let answer: Awaited<ReturnType<typeof call>> | undefined;
        const sent = await once(type, async () => {
          answer = await call(cluster.url, `/processes/${pair.processId}/events`, {
            token: party.token,
            headers: { 'idempotency-key': crypto.randomUUID() },
            body: { type, payload: { options }, expectedVersion: pair.version },
          });
          return answer.status;
        });
        if (!sent) return;
        pair.version = answer!.json.version;
        acknowledged.push({ processId: pair.processId, version: pair.version });
      }
    };
    const steps: string[] = [];
    const deploy = new Promise((r) => setTimeout(r, 1_000))
      .then(() =>
        rollingDeploy(cluster, { databaseUrl, databaseSchema: schema, env: { RELEASE: 'next' } }, (step) =>
          steps.push(step.step === 'migrated' ? 'migrated' : `replaced ${step.instance}`),
        ),
      )
      .finally(() => (deployed = true));
    await Promise.all([deploy, pages(), pages(), ...pairs.map(reads), ...pairs.map(events)]);

    expect(steps).toEqual(['migrated', 'replaced 1', 'replaced 2', 'replaced 3']);
    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    for (const [i, inst] of cluster.instances.entries()) {
      expect(inst.child.pid).not.toBe(pids[i]);
      expect((await call(inst.url, '/health')).json).toEqual({ status: 'ok', release: 'next' });
    }

    // Every acknowledged event is logged once, and each candidate's stream, closed by each draining instance with
    // a retry hint, resumed with Last-Event-ID and holds every change once.
    const logged = await loggedSince(db, start);
    expectLoggedOnce(acknowledged, logged);
    await expectStreamsHoldEach(streams, pairs, logged, start);

    // The mails of the run leave once each: no instance was killed, so not even the one copy a crash may cost.
    const unsent = () => db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
    await expect.poll(async () => (await unsent()).length, { timeout: 90_000 }).toBe(0);
    const outbox = await db.selectFrom('mail_outbox').select('id').execute();
    const copies = (id: number) => smtp.received.filter((m) => m.raw.includes(`<outbox-${id}@medilink.ro>`)).length;
    expect(outbox.filter((m) => copies(m.id) !== 1)).toEqual([]);
    console.log(
      `rolling deploy: ${requests} requests (${acknowledged.length} events) while 3 instances were replaced one by one, 0 failed; ${outbox.length - sentBefore} mails of the run sent once`,
    );
  });

  test('kill -9 under load: every acknowledged event logged once, streams catch up, files, limits, jobs and mails hold', async () => {
    test.setTimeout(180_000);
    const { pairs, start, streams, turn: turnOf } = await pingPongProcesses(cluster.url, care, 3);

    // Each process ping-pongs counter-proposals; a failed request is retried with its Idempotency-Key.
    const acknowledged: Version[] = [];
    let retries = 0;
    const until = machineNow().getTime() + 6_000;
    const drive = async (pair: Pair) => {
      for (let turn = 0; machineNow().getTime() < until; turn++) {
        const [party, type, options] = turnOf(pair, turn);
        const key = crypto.randomUUID();
        for (;;) {
          const res = await call(cluster.url, `/processes/${pair.processId}/events`, {
            token: party.token,
            headers: { 'idempotency-key': key },
            body: { type, payload: { options }, expectedVersion: pair.version },
          }).catch(() => ({ status: 0, json: null }));
          if (res.status === 200 && res.json) {
            pair.version = res.json.version;
            acknowledged.push({ processId: pair.processId, version: pair.version });
            break;
          }
          retries += 1;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const crash = new Promise((r) => setTimeout(r, 2_000)).then(() => cluster.crash(2));
    await Promise.all([...pairs.map(drive), crash]);

    const logged = await loggedSince(db, start);
    expect(acknowledged.length).toBeGreaterThan(10);
    expectLoggedOnce(acknowledged, logged);
    // Every stream, reconnected through HAProxy where its instance died, has every change of its process once.
    await expectStreamsHoldEach(streams, pairs, logged, start);

    const [one, , three] = cluster.instances;
    // A CV uploaded through one instance downloads through another.
    const form = new FormData();
    form.append('cv', new Blob([new Uint8Array(pdfFile())], { type: 'application/pdf' }), 'cv.pdf');
    const upload = await fetch(`${one!.url}/api/cv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pairs[0]!.candidate.token}` },
      body: form,
    });
    expect(upload.status, await upload.text()).toBe(200);
    const download = await fetch(`${three!.url}/api/cv/${pairs[0]!.candidate.id}`, {
      headers: { authorization: `Bearer ${pairs[0]!.candidate.token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfFile())).toBe(true);

    // Ten failed logins spread over two instances: the third instance refuses even the right password.
    const email = pairs[1]!.candidate.email;
    for (let i = 0; i < 10; i++) {
      const base = i % 2 ? one!.url : three!.url;
      expect((await call(base, '/login', { body: { email, password: 'wrong-password-1' } })).status).toBe(401);
    }
    expect((await call(cluster.url, '/login', { body: { email, password: PASSWORD } })).status).toBe(429);

    // Due jobs on the two surviving workers: each runs once and mails its candidate once.
    const company = pairs[2]!;
    const offers: Array<{ processId: number; email: string }> = [];
    for (let i = 0; i < 4; i++) {
      const candidate = await registerCandidate(cluster.url);
      const created = await call(cluster.url, '/processes', { token: care.token, body: { need_id: company.needId, candidate_id: candidate.id } });
      expect(created.status).toBe(201);
      offers.push({ processId: created.json.id, email: candidate.email });
      await enqueueJob(
        db,
        {
          kind: 'offer.notify',
          payload: { processId: created.json.id, version: 1 },
          runAt: machineNow(),
          // The deadline sweep queues the same job under this key when it runs meanwhile: one job either way.
          dedupKey: `offer.notify:${created.json.id}:1`,
        },
        machineNow(),
      );
    }
    const jobs = () =>
      db
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where(
          'dedup_key',
          'in',
          offers.map((o) => `offer.notify:${o.processId}:1`),
        )
        .execute();
    await expect.poll(async () => (await jobs()).filter((j) => j.status === 'done').length, { timeout: 15_000 }).toBe(offers.length);
    expect((await jobs()).map((j) => j.attempts)).toEqual(offers.map(() => 1));

    // Every mail of the run (events, registrations, offers) reached the SMTP listener. Twice only for the one mail
    // the killed instance had in hand, if the kill fell between the listener's acceptance and the commit of sent_at:
    // no sender can rule that out; its stable Message-ID lets the receiving side drop the copy.
    const unsent = () => db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
    // On a quiet machine the load queues several hundred mails; two instances deliver them one SMTP connection each.
    await expect.poll(async () => (await unsent()).length, { timeout: 90_000 }).toBe(0);
    const outbox = await db.selectFrom('mail_outbox').select(['id', 'kind', 'to_address']).execute();
    const copies = (id: number) => smtp.received.filter((m) => m.raw.includes(`<outbox-${id}@medilink.ro>`)).length;
    expect(outbox.filter((m) => copies(m.id) === 0)).toEqual([]);
    const doubled = outbox.filter((m) => copies(m.id) > 1);
    expect(doubled.length).toBeLessThanOrEqual(1);
    expect(smtp.received.length).toBe(outbox.length + doubled.length);
    for (const offer of offers) expect(outbox.filter((m) => m.kind === 'offer.new' && m.to_address === offer.email)).toHaveLength(1);
    console.log(
      `cluster: ${acknowledged.length} events acknowledged in 6 s with one instance killed, ${retries} retried requests, ${outbox.length} mails (${doubled.length} sent twice across the kill)`,
    );
  });
});
