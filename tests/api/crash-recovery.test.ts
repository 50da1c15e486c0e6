import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions.ts';
import { systemClock } from '../../src/server/clock.ts';
import { createDatabase, type Db } from '../../src/server/db/create-database.ts';
import { insertCandidate, insertCompany } from '../support/accounts.ts';
import { insertNeed } from '../support/processes.ts';
import { systemAuth } from '../../src/server/jobs/system-actor.ts';
import { createProcess } from '../../src/server/workflow/engine.ts';
import { openTestDatabase, testDatabases } from '../support/databases.ts';
import { pgliteTemplate } from '../support/template-db.ts';
import { freePort, type ServerProcess, startServer, waitUntilServing } from '../support/server-process.ts';

const PROCESSES = 120;
const KILL_AFTER_ACKS = 40;
const CONCURRENCY = 4;

/** A company with PROCESSES offers, and its session: the stream's material. */
async function fixtures(db: Db): Promise<{ token: string; processIds: number[] }> {
  const now = systemClock.now();
  const companyId = await insertCompany(db, now);
  const needId = await insertNeed(db, now, companyId);
  // Care starts the processes (a company may not offer by id, docs/privacy.md); the company then ends them.
  const auth = await systemAuth(db);
  const deps = { db, clock: systemClock, config: { publicUrl: 'http://medilink.test', brandName: 'Medilink' } } as never;
  const processIds: number[] = [];
  for (let i = 0; i < PROCESSES; i++)
    processIds.push((await createProcess(deps, auth, { needId, candidateId: (await insertCandidate(db, now)).id })).id);
  return { token: (await createSession(db, systemClock, companyId)).token, processIds };
}

/** Sends company.withdraw to each process, CONCURRENCY at a time, until the server stops answering. */
function eventStream(server: ServerProcess, token: string, processIds: number[], onAck: () => void) {
  const acknowledged: number[] = [];
  let next = 0;
  const send = async (): Promise<void> => {
    while (next < processIds.length) {
      const id = processIds[next++]!;
      let status: number;
      try {
        const res = await fetch(`${server.url}/api/processes/${id}/events`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'company.withdraw', payload: { reason: 'position-filled' }, expectedVersion: 1 }),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        return; // the server is gone: this one was never acknowledged
      }
      if (status !== 200) throw new Error(`event on process ${id} answered ${status}`);
      acknowledged.push(id);
      onAck();
    }
  };
  return { acknowledged, done: Promise.all(Array.from({ length: CONCURRENCY }, send)) };
}

async function withdrawalsPerProcess(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('process_events')
    .select(['process_id', sql<number>`count(*)::int`.as('n')])
    .where('type', '=', 'company.withdraw')
    .groupBy('process_id')
    .execute();
  return new Map(rows.map((r) => [r.process_id, r.n]));
}

// kill -9 under a steady stream of process events, then a restart on the same data: every acknowledged event is
// in the log exactly once, and nothing is in it twice. (It holds today; it guards against regressions.)
for (const kind of testDatabases()) {
  describe(`crash under load [${kind}]`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medilink-crash-'));
    const servers: ServerProcess[] = [];
    let keeper: { db: Db; close: () => Promise<void> } | undefined;
    afterAll(async () => {
      for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await keeper?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged event exactly once across a SIGKILL and a restart', async () => {
      let env: Record<string, string>;
      let material: { token: string; processIds: number[] };
      if (kind === 'pglite') {
        // Built in memory from the suites' migrated template (on-disk writes cost seconds), then written to the folder.
        const memory = await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir: '', loadDataDir: await pgliteTemplate() });
        material = await fixtures(memory.db);
        const dump = await memory.pglite!.dumpDataDir('none');
        await memory.db.destroy();
        const onDisk = await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir, loadDataDir: dump });
        await onDisk.db.destroy();
        onDisk.dataDirLock?.release();
        env = { DATA_DIR: dataDir };
      } else {
        keeper = await openTestDatabase('postgres');
        material = await fixtures(keeper.db);
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(keeper.db);
        env = { DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: rows[0]!.schema };
      }

      const first = startServer(env, await freePort());
      servers.push(first);
      await waitUntilServing(first);
      const stream = eventStream(first, material.token, material.processIds, () => {
        if (stream.acknowledged.length === KILL_AFTER_ACKS) first.child.kill('SIGKILL');
      });
      await stream.done;
      await first.exited;
      expect(stream.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(stream.acknowledged.length, 'the kill came before the stream ran out').toBeLessThan(PROCESSES);

      const restarted = startServer(env, await freePort());
      servers.push(restarted);
      await waitUntilServing(restarted);
      const untouched = material.processIds[PROCESSES - 1]!;
      const after = eventStream(restarted, material.token, [untouched], () => {});
      await after.done;
      expect(after.acknowledged).toEqual([untouched]);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);

      const check = kind === 'pglite' ? await createDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir }) : { db: keeper!.db };
      try {
        const counts = await withdrawalsPerProcess(check.db);
        for (const id of [...stream.acknowledged, untouched]) expect(counts.get(id), `process ${id}`).toBe(1);
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        // The process rows agree with the log: withdrawn (version 2) exactly where the log says so.
        const rows = await check.db.selectFrom('processes').select(['id', 'version', 'archived']).where('id', 'in', material.processIds).execute();
        for (const row of rows) expect([row.id, row.version, row.archived]).toEqual(counts.has(row.id) ? [row.id, 2, true] : [row.id, 1, false]);
      } finally {
        if (kind === 'pglite') {
          await check.db.destroy();
          (check as { dataDirLock?: { release(): void } }).dataDirLock?.release();
        }
      }
    }, 120_000);
  });
}
