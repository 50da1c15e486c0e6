import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asParty, candidate, parties, type Party, PASSWORD } from '../support/accounts.ts';
import { offer, OPTIONS, postNeed, send, T0, toValidated } from '../support/processes.ts';
import { createOpsWorker } from '../../src/server/jobs/ops-worker.ts';
import { sweepDeadlines } from '../../src/server/jobs/sweep.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { decryptPush, fakeBrowser, startPushService, verifiedVapid, type FakeBrowser } from '../support/push-service.ts';

// Web Push against a push service on this machine: each push must carry a VAPID token that verifies with the server's
// public key and a payload only the subscribed browser can decrypt; one push per notice, none in the quiet hours
// (until they end), none once the device is removed, and a device the service answers 410 for is dropped.
describeEachDatabase('web push', (ctx) => {
  let service: Awaited<ReturnType<typeof startPushService>>;
  let company: Party, other: Party, care: Party, nurse: Party;
  let serverKey: string;
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => service?.close());

  const devices = (party: Party) => ctx.app.inject({ method: 'GET', url: '/api/push-devices', headers: asParty(party) });
  const subscribe = async (party: Party, browser: FakeBrowser) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/push-devices',
      headers: { ...asParty(party), 'user-agent': ANDROID },
      payload: browser.subscription,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; label: string };
  };
  /** A process where the company is about to propose interview times (the next news is the nurse's). */
  const accepted = async () => {
    const processId = await offer(ctx, company, await postNeed(ctx, company), nurse.id);
    await toValidated(ctx, { candidate: nurse, care }, processId);
    await send(ctx, company, processId, 'company.acceptCandidate');
    return processId;
  };
  const propose = (processId: number) =>
    send(ctx, company, processId, 'company.proposeInterview', { interview: { type: 'phone', phone: '+40721000000' }, options: OPTIONS });
  const runJobs = () => createOpsWorker(ctx.app).runDue();
  const pushesTo = (path: string) => service.received.filter((p) => p.path === path);

  it('gives the VAPID key, keeps the same one, and lets each person see and remove only their own devices', async () => {
    ctx.clock.set(T0);
    ({ company, other, care } = await parties(ctx));
    nurse = await candidate(ctx, { name: 'Irina Tură' });
    const key = await ctx.app.inject({ method: 'GET', url: '/api/web-push/key' });
    expect(key.statusCode).toBe(200);
    serverKey = key.json().publicKey;
    expect(Buffer.from(serverKey, 'base64url')).toHaveLength(65);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/web-push/key' })).json().publicKey).toBe(serverKey);
    expect(await ctx.db.selectFrom('web_push_keys').select('public_key').execute()).toEqual([{ public_key: serverKey }]);

    const phone = await subscribe(nurse, fakeBrowser(`${service.origin}/push/phone`));
    expect(phone.label).toBe('Chrome · Android');
    const mine = (await devices(nurse)).json().devices as { id: number; label: string; endpoint: string }[];
    expect(mine.map((d) => [d.id, d.label, d.endpoint])).toEqual([[phone.id, 'Chrome · Android', `${service.origin}/push/phone`]]);
    expect((await devices(other)).json().devices).toEqual([]);
    const theirs = await ctx.app.inject({ method: 'DELETE', url: `/api/push-devices/${phone.id}`, headers: asParty(other) });
    expect(theirs.statusCode).toBe(404);
    expect((await devices(nurse)).json().devices).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push-devices' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push-devices', headers: asParty(care) })).statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/push-devices',
      headers: asParty(nurse),
      payload: { endpoint: 'not a url', keys: { p256dh: 'short', auth: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {}).sort()).toEqual(['endpoint', 'keys.auth', 'keys.p256dh']);
    // Turned off again at once: the test's devices are subscribed where each case needs them.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/push-devices/${phone.id}`, headers: asParty(nurse) })).statusCode).toBe(204);
  });

  it('sends one push per notice, signed with the server key and readable only with the device’s keys', async () => {
    const processId = await accepted();
    await runJobs();
    const browser = fakeBrowser(`${service.origin}/push/one`);
    await subscribe(nurse, browser);
    await propose(processId);
    // Two instances' workers at once, then another run: the job is claimed and sent once.
    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    const pushes = pushesTo('/push/one');
    expect(pushes).toHaveLength(1);
    const push = pushes[0]!;
    const { key, claims } = verifiedVapid(push);
    expect(key).toBe(serverKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe('mailto:suport@medilink.ro');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    const payload = JSON.parse(decryptPush(browser, push));
    expect(payload).toEqual({
      title: 'Veste despre un interviu',
      body: 'Deschideți Medilink pentru detalii.',
      link: `http://medilink.test/app/offers/${processId}`,
    });
    // No name, no company, no place: only the kind of news and the link.
    expect(JSON.stringify(payload)).not.toMatch(/Irina|Tură|Spital/);
    // In the language of her account (Romanian); another browser cannot read it, nor this one with another secret.
    expect(() => decryptPush(fakeBrowser('x'), push)).toThrow();
    expect(() => decryptPush({ ...browser, auth: fakeBrowser('x').auth }, push)).toThrow();
    // The token names the key it is signed with: naming another key, or a changed claim, fails verification.
    const authorization = String(push.headers.authorization);
    const otherKey = fakeBrowser('x').subscription.keys.p256dh;
    const withHeader = (value: string) => ({ ...push, headers: { ...push.headers, authorization: value } });
    expect(() => verifiedVapid(withHeader(authorization.replace(/k=[A-Za-z0-9_-]+$/, `k=${otherKey}`)))).toThrow(/does not verify/);
    const [head, body, signature] = /t=([^,\s]+)/.exec(authorization)![1]!.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...claims, aud: 'https://elsewhere.example' })).toString('base64url');
    expect(() => verifiedVapid(withHeader(authorization.replace(`${head}.${body}.${signature}`, `${head}.${forged}.${signature}`)))).toThrow(
      /does not verify/,
    );
  });

  it('holds a push written in the quiet hours until they end', async () => {
    const processId = await accepted();
    await runJobs();
    // 08:00–16:00 in Bucharest (06:00–14:00Z), after a night shift; now is about 10:00 there.
    const quiet = { start: 8 * 60, end: 16 * 60 };
    const current = (await ctx.app.inject({ method: 'GET', url: '/api/notification-settings', headers: asParty(nurse) })).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: asParty(nurse),
      payload: { ...current, quiet },
    });
    expect(saved.statusCode).toBe(200);
    const before = pushesTo('/push/one').length;
    await propose(processId);
    await runJobs();
    expect(pushesTo('/push/one')).toHaveLength(before);
    ctx.clock.set('2026-03-02T14:00:00.000Z');
    await runJobs();
    expect(pushesTo('/push/one')).toHaveLength(before + 1);
    await ctx.app.inject({ method: 'PUT', url: '/api/notification-settings', headers: asParty(nurse), payload: { ...current, quiet: null } });
  });

  it('sends nothing to a device removed after the notice was queued, and nothing more once it is gone', async () => {
    const first = await accepted();
    const second = await accepted();
    await runJobs();
    const list = (await devices(nurse)).json().devices as { id: number }[];
    const before = service.received.length;
    await propose(first);
    expect(await ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'webPush.send').where('status', '=', 'pending').execute()).toHaveLength(1);
    for (const d of list) {
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/push-devices/${d.id}`, headers: asParty(nurse) })).statusCode).toBe(204);
    }
    await runJobs();
    await propose(second);
    await runJobs();
    expect(service.received.length).toBe(before);
  });

  it.each([410, 404])('drops a device its push service no longer knows (%i)', async (status) => {
    const processId = await accepted();
    await runJobs();
    service.answer(`/push/gone-${status}`, status);
    await subscribe(nurse, fakeBrowser(`${service.origin}/push/gone-${status}`));
    await propose(processId);
    await runJobs();
    expect(pushesTo(`/push/gone-${status}`)).toHaveLength(1);
    expect((await devices(nurse)).json().devices).toEqual([]);
    const job = await ctx.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('kind', '=', 'webPush.send')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'done', last_error: null });
  });

  it('lets a reminder of an answer due within 12 hours through the quiet hours only where the person allowed it', async () => {
    // Offers at 10:00 in Bucharest on Monday, due Wednesday 10:00; quiet 22:00–07:00 in Bucharest.
    ctx.clock.set(T0);
    const allowed = await candidate(ctx, { name: 'Ana Veghe' });
    const held = await candidate(ctx, { name: 'Dana Somn' });
    for (const [person, urgentInQuiet] of [
      [allowed, true],
      [held, false],
    ] as const) {
      await subscribe(person, fakeBrowser(`${service.origin}/push/urgent-${person.id}`));
      const current = (await ctx.app.inject({ method: 'GET', url: '/api/notification-settings', headers: asParty(person) })).json();
      const quiet = { start: 22 * 60, end: 7 * 60 };
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/api/notification-settings',
        headers: asParty(person),
        payload: { ...current, quiet, urgentInQuiet },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await offer(ctx, company, await postNeed(ctx, company), person.id);
    }
    // The sweep queues each offer's notice, reminder and expiry, as the periodic job does.
    await sweepDeadlines(ctx.db, ctx.clock.now());
    await runJobs();
    const count = (person: Party) => pushesTo(`/push/urgent-${person.id}`).length;
    // The new offers' pushes, outside the quiet hours.
    expect([count(allowed), count(held)]).toEqual([1, 1]);
    // The reminder runs late, at 23:00 in Bucharest: 11 hours before the deadline.
    ctx.clock.set('2026-03-03T21:00:00.000Z');
    await runJobs();
    await runJobs();
    expect([count(allowed), count(held)]).toEqual([2, 1]);
    // The other one leaves when her quiet hours end (07:00 in Bucharest).
    ctx.clock.set('2026-03-04T05:00:00.000Z');
    await runJobs();
    expect([count(allowed), count(held)]).toEqual([2, 2]);
  });

  it('puts the devices in her data export without their secrets, and erases them with her account', async () => {
    await subscribe(nurse, fakeBrowser(`${service.origin}/push/export`));
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/privacy/export', headers: asParty(nurse) });
    expect(exported.statusCode).toBe(200);
    const rows = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['data/push_devices.json']!)) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: nurse.id, label: 'Chrome · Android' });
    expect(Object.keys(rows[0]!).filter((k) => ['endpoint', 'p256dh', 'auth'].includes(k))).toEqual([]);

    const erased = await ctx.app.inject({ method: 'POST', url: '/api/privacy/erasure', headers: asParty(nurse), payload: { password: PASSWORD } });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await ctx.db.selectFrom('push_devices').select('id').where('user_id', '=', nurse.id).execute()).toEqual([]);
  });
});
