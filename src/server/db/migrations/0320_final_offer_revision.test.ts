import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { openEvents, payloadErrors, type HiringContext, type HiringEvent, type StatePath } from '../../../../machines/index.ts';
import { olderSnapshotJson } from '../../../../tests/support/snapshots.ts';
import { describeEachDatabase, type TestContext } from '../../../../tests/support/databases.ts';
import { insertCandidate, insertCompany } from '../../../../tests/support/accounts.ts';
import { insertNeed } from '../../../../tests/support/processes.ts';
import { restore } from '../../workflow/process-view.ts';
import { down, up } from './0320_final_offer_revision.ts';

const T0 = new Date('2026-03-02T08:00:00.000Z');
const OFFER = { salary: 9000, salaryBasis: 'net', startDate: '2026-04-01', contract: 'undetermined', validUntil: '2026-03-20T08:00:00.000Z' };

describeEachDatabase('migration 0320: the final offer revision, on a database of machine version 2', (ctx: TestContext) => {
  it('numbers every stored final offer as its first version, and the candidate answers it as such', async () => {
    const db = ctx.db;
    await down(db as unknown as Kysely<unknown>);
    const companyId = await insertCompany(db, T0);
    const needId = await insertNeed(db, T0, companyId);
    const insert = async (state: StatePath, snapshot: string) => {
      const candidate = await insertCandidate(db, T0);
      const values = { need_id: needId, candidate_id: candidate.id, company_id: companyId, machine_version: 2, snapshot, state };
      const row = await db
        .insertInto('processes')
        .values({ ...values, candidate_status: 'New', company_status: 'new', archived: false, version: 9, created_at: T0, updated_at: T0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, candidateId: String(candidate.id) };
    };
    const waiting = await insert('finalOffer', olderSnapshotJson('finalOffer', { finalOffer: OFFER }));
    const early = await insert('offered', olderSnapshotJson('offered', { finalOffer: null }));

    await up(db as unknown as Kysely<unknown>);

    const rows = await db.selectFrom('processes').selectAll().where('id', 'in', [waiting.id, early.id]).orderBy('id').execute();
    expect(rows.map((row) => [row.machine_version, (row.snapshot as { context: HiringContext }).context.finalOffer])).toEqual([
      [3, { ...OFFER, revision: 1 }],
      [3, null],
    ]);
    const snapshot = restore(rows[0]!);
    const candidate = { role: 'candidate' as const, id: '1' };
    const accept = { type: 'candidate.acceptFinalOffer', payload: { revision: 1 }, actor: candidate, now: '2026-03-10T08:00:00.000Z' } as HiringEvent;
    expect(openEvents(snapshot, candidate, accept.now)).toContain('candidate.acceptFinalOffer');
    expect(payloadErrors(snapshot.context, accept)).toBeNull();
  });
});
