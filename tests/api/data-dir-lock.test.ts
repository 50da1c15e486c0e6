import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/db/data-dir-lock.ts';
import { freePort, type ServerProcess, startServer, waitUntilServing } from '../support/server-process.ts';

// Real processes on one embedded data dir: the second start refuses at once; a kill -9 never leaves the folder
// locked for the next start.
describe('one process per embedded data dir', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'medilink-lock-'));
  const running: ServerProcess[] = [];
  const start = async () => {
    const server = startServer({ DATA_DIR: dataDir }, await freePort());
    running.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(running.map((s) => s.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  let first: ServerProcess;

  it('refuses a second server on the same folder at once, naming the folder and the holder', async () => {
    first = await start();
    await waitUntilServing(first);
    const pid = first.child.pid!;
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(pid));

    const second = await start();
    const startedAt = Date.now();
    expect(await second.exited).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Medilink process (pid ${pid})`);
    // The first one is untouched and still serves.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  }, 90_000);

  it('starts without a manual step after the holder was killed with SIGKILL, and a clean stop frees the folder', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, LOCK_FILE)), 'kill -9 leaves the pid file behind').toBe(true);

    const next = await start();
    await waitUntilServing(next);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(next.child.pid));
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 90_000);
});
