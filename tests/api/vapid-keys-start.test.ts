import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/create-database.ts';
import { newVapidKeys } from '../../src/server/web-push/vapid-keys.ts';
import { freePort, type ServerProcess, startServer, waitUntilServing } from '../support/server-process.ts';

// The embedded default needs no key set up: the first start makes the VAPID pair and stores it, before anyone asks
// for it, and later starts serve that same pair (a new one would orphan every browser's subscription). Keys in the
// environment take precedence.
describe('VAPID keys at start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'medilink-vapid-'));
  const running: ServerProcess[] = [];
  const serve = async (env: Record<string, string> = {}) => {
    const server = startServer({ DATA_DIR: dataDir, ...env }, await freePort());
    running.push(server);
    await waitUntilServing(server);
    return server;
  };
  const stop = async (server: ServerProcess) => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  };
  const keyOf = async (server: ServerProcess) => ((await (await fetch(`${server.url}/api/web-push/key`)).json()) as { publicKey: string }).publicKey;
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(running.map((s) => s.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a pair at the first start, serves it after a restart, and yields to the environment’s', async () => {
    await stop(await serve());
    const { db, dataDirLock } = await createDatabase({ dataDir, databaseUrl: undefined, databaseSchema: undefined });
    const stored = await db.selectFrom('web_push_keys').select(['public_key', 'private_key']).execute();
    await db.destroy();
    dataDirLock?.release();
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]!.public_key, 'base64url')).toHaveLength(65);
    expect(Buffer.from(stored[0]!.private_key, 'base64url')).toHaveLength(32);

    const again = await serve();
    expect(await keyOf(again)).toBe(stored[0]!.public_key);
    await stop(again);

    const configured = newVapidKeys();
    const withEnv = await serve({ VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey });
    expect(await keyOf(withEnv)).toBe(configured.publicKey);
    await stop(withEnv);
  }, 240_000);
});
