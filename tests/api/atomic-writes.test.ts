import { beforeAll, expect, it } from 'vitest';
import { bearer, insertCandidate, insertCompany, registerCompany } from '../support/accounts.ts';
import { insertNeed } from '../support/processes.ts';
import { createOpsWorker, opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { systemAuth } from '../../src/server/jobs/system-actor.ts';
import { recommendCandidate } from '../../src/server/matching/run-matching.ts';
import { archiveAndQueue } from '../../src/server/needs/archive-need.ts';
import { WITHDRAW_JOB, WITHDRAW_JOB_DELAY } from '../../src/server/needs/withdraw-open-processes.ts';
import { createProcess } from '../../src/server/workflow/engine.ts';
import { describeEachDatabase } from '../support/databases.ts';

// Multi-step writes: either one transaction, or a durable job queued in the first step's transaction that finishes
// the rest — so a crash between the steps never leaves a half-done state that nothing repairs.
describeEachDatabase('multi-step writes are atomic or finished by a job', (ctx) => {
  let companyId: number;

  beforeAll(async () => {
    ctx.clock.set('2026-03-09T08:00:00Z');
    companyId = await insertCompany(ctx.db, ctx.clock.now());
  });

  const processesOf = (needId: number) =>
    ctx.db.selectFrom('processes').select(['id', 'state', 'archived']).where('need_id', '=', needId).orderBy('id').execute();
  const jobsOf = (kind: string) => ctx.db.selectFrom('jobs').select(['kind', 'status', 'payload']).where('kind', '=', kind).execute();

  it('matching writes the process, its recommendation and its offer jobs in one transaction', async () => {
    const needId = await insertNeed(ctx.db, ctx.clock.now(), companyId);
    const candidate = await insertCandidate(ctx.db, ctx.clock.now());
    const processId = await recommendCandidate(opsDepsOf(ctx.app), await systemAuth(ctx.db), {
      needId,
      candidateId: candidate.id,
      source: 'matching',
      score: 0.9,
    });
    const jobs = await ctx.db.selectFrom('jobs').select('kind').where('dedup_key', 'like', `offer.%:${processId}:1`).orderBy('kind').execute();
    expect(jobs.map((j) => j.kind)).toEqual(['offer.expire', 'offer.notify', 'offer.remind']);
    const recommendation = await ctx.db
      .selectFrom('match_recommendations')
      .select('process_id')
      .where('need_id', '=', needId)
      .executeTakeFirstOrThrow();
    expect(recommendation.process_id).toBe(processId);

    // A failure after the process row is written (here: in what must commit with it) leaves no process behind.
    const other = await insertCandidate(ctx.db, ctx.clock.now());
    const failing = createProcess(opsDepsOf(ctx.app), await systemAuth(ctx.db), { needId, candidateId: other.id }, async () => {
      throw new Error('crash between the process and its jobs');
    });
    await expect(failing).rejects.toThrow('crash between the process and its jobs');
    expect((await processesOf(needId)).map((p) => p.id)).toEqual([processId]);
    // And a rerun is not blocked by a half-created process: it offers the candidate, with its jobs.
    const retried = await recommendCandidate(opsDepsOf(ctx.app), await systemAuth(ctx.db), { needId, candidateId: other.id, source: 'matching' });
    expect(retried).not.toBeNull();
    expect(await ctx.db.selectFrom('jobs').select('id').where('dedup_key', '=', `offer.expire:${retried}:1`).execute()).toHaveLength(1);
  });

  it('a crash after archiving a need leaves a queued job that withdraws its open processes after the restart', async () => {
    const needId = await insertNeed(ctx.db, ctx.clock.now(), companyId);
    for (let i = 0; i < 3; i++)
      await createProcess(opsDepsOf(ctx.app), await systemAuth(ctx.db), { needId, candidateId: (await insertCandidate(ctx.db, ctx.clock.now())).id });

    // Step one committed, then the server died before withdrawing anything.
    await archiveAndQueue(opsDepsOf(ctx.app), { needId, companyId, reason: 'position-filled', locale: 'ro-RO' }, true, { reason: 'position-filled' });
    expect((await ctx.db.selectFrom('needs').select('archived').where('id', '=', needId).executeTakeFirstOrThrow()).archived).toBe(true);
    expect((await processesOf(needId)).every((p) => !p.archived)).toBe(true);

    // The restarted server's worker finds the job once it is due and finishes the work, each through the engine.
    const worker = createOpsWorker(ctx.app);
    ctx.clock.advance(WITHDRAW_JOB_DELAY);
    await worker.runDue();
    const after = await processesOf(needId);
    expect(after.map((p) => [p.state, p.archived])).toEqual(Array(3).fill(['archived.withdrawn', true]));
    const events = await ctx.db
      .selectFrom('process_events')
      .select('type')
      .where(
        'process_id',
        'in',
        after.map((p) => p.id),
      )
      .where('type', '=', 'company.withdraw')
      .execute();
    expect(events).toHaveLength(3);
    expect((await jobsOf(WITHDRAW_JOB)).filter((j) => (j.payload as { needId: number }).needId === needId).map((j) => j.status)).toEqual(['done']);
  });

  it('the archive request does the withdrawals itself and marks its job done, so the worker has nothing left', async () => {
    const company = await registerCompany(ctx);
    const needId = await insertNeed(ctx.db, ctx.clock.now(), company.id);
    await createProcess(opsDepsOf(ctx.app), await systemAuth(ctx.db), { needId, candidateId: (await insertCandidate(ctx.db, ctx.clock.now())).id });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/needs/${needId}/archive`,
      headers: bearer(company.token),
      payload: { reason: 'no-longer-needed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended).toHaveLength(1);
    expect((await jobsOf(WITHDRAW_JOB)).filter((j) => (j.payload as { needId: number }).needId === needId).map((j) => j.status)).toEqual(['done']);
  });
});
