import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { openEvents, type StatePath } from '../../../../machines/index.ts';
import { olderSnapshotJson } from '../../../../tests/support/snapshots.ts';
import { describeEachDatabase, type TestContext } from '../../../../tests/support/databases.ts';
import { insertCandidate, insertCompany } from '../../../../tests/support/accounts.ts';
import { insertNeed, insertStoredProcess } from '../../../../tests/support/processes.ts';
import { derivedColumns, restore } from '../../workflow/process-view.ts';
import { down, up } from './0300_offer_expired.ts';

const T0 = new Date('2026-03-02T08:00:00.000Z');

describeEachDatabase('migration 0300: expired offers and interview times on the company side', (ctx: TestContext) => {
  it('moves the server-expired offers to their own ending and relabels the company turn, and back', async () => {
    const db = ctx.db;
    await down(db as unknown as Kysely<unknown>);
    const companyId = await insertCompany(db, T0);
    const needId = await insertNeed(db, T0, companyId);
    const process = async (state: StatePath, snapshot: string, candidateStatus: string, companyStatus: string) => {
      const candidate = await insertCandidate(db, T0);
      return insertStoredProcess(db, T0, {
        need_id: needId,
        candidate_id: candidate.id,
        company_id: companyId,
        machine_version: 2,
        snapshot,
        state,
        candidate_status: candidateStatus,
        company_status: companyStatus,
        version: 2,
      });
    };
    // As the previous machine stored them.
    const expired = await process(
      'archived.candidateAbandoned',
      olderSnapshotJson({ archived: 'candidateAbandoned' }, { closing: { event: 'system.expireOffer', by: 'system' }, resumeAt: 'offered' }),
      'CandidateNegativeFeedback',
      'negative feedback',
    );
    // She said after the interview she did not want to go on: she did stop it, and it stays so.
    const stopped = await process(
      'archived.candidateAbandoned',
      olderSnapshotJson(
        { archived: 'candidateAbandoned' },
        { closing: { event: 'candidate.giveFeedback', by: 'candidate' }, resumeAt: 'interviewPassed' },
      ),
      'CandidateNegativeFeedback',
      'negative feedback',
    );
    const countered = await process(
      'interview.companyChoosing',
      olderSnapshotJson({ interview: 'companyChoosing' }, { rescheduled: true }),
      'InterviewRescheduled',
      'reschedule proposed',
    );
    const proposed = await process(
      'interview.candidateChoosing',
      olderSnapshotJson({ interview: 'candidateChoosing' }, {}),
      'InterviewAcceptedByCompany',
      'interview proposed',
    );
    const ids = [expired, stopped, countered, proposed];
    const read = async () => {
      const rows = await db.selectFrom('processes').selectAll().where('id', 'in', ids).orderBy('id').execute();
      return rows.map((row) => ({ state: row.state, candidate: row.candidate_status, company: row.company_status, row }));
    };

    await up(db as unknown as Kysely<unknown>);

    const after = await read();
    expect(after.map(({ state, candidate, company }) => [state, candidate, company])).toEqual([
      ['archived.offerExpired', 'OfferExpired', 'offer expired'],
      ['archived.candidateAbandoned', 'CandidateNegativeFeedback', 'negative feedback'],
      ['interview.companyChoosing', 'InterviewRescheduled', 'candidate proposed times'],
      ['interview.candidateChoosing', 'InterviewAcceptedByCompany', 'interview proposed'],
    ]);
    // Each row is what today's machine derives from its snapshot, and the expired offer can still be reopened.
    for (const { row } of after) {
      const derived = derivedColumns(restore(row));
      expect([row.state, row.candidate_status, row.company_status]).toEqual([derived.state, derived.candidate_status, derived.company_status]);
    }
    const reopening = openEvents(restore(after[0]!.row), { role: 'care', id: '1' }, T0.toISOString());
    expect(reopening).toEqual(['care.unarchive']);
    expect(after.map(({ row }) => row.updated_at.toISOString())).toEqual(ids.map(() => T0.toISOString()));

    await down(db as unknown as Kysely<unknown>);
    const before = await read();
    expect(before.map(({ state, candidate, company }) => [state, candidate, company])).toEqual([
      ['archived.candidateAbandoned', 'CandidateNegativeFeedback', 'negative feedback'],
      ['archived.candidateAbandoned', 'CandidateNegativeFeedback', 'negative feedback'],
      ['interview.companyChoosing', 'InterviewRescheduled', 'reschedule proposed'],
      ['interview.candidateChoosing', 'InterviewAcceptedByCompany', 'interview proposed'],
    ]);
    expect((before[0]!.row.snapshot as { value: unknown }).value).toEqual({ archived: 'candidateAbandoned' });
    await up(db as unknown as Kysely<unknown>);
  });
});
