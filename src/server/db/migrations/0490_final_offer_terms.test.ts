import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { openEvents, payloadErrors, type HiringContext, type HiringEvent, type StatePath } from '../../../../machines/index.ts';
import { olderSnapshotJson } from '../../../../tests/support/snapshots.ts';
import { describeEachDatabase, type TestContext } from '../../../../tests/support/databases.ts';
import { insertCandidate, insertCompany } from '../../../../tests/support/accounts.ts';
import { insertNeed } from '../../../../tests/support/processes.ts';
import { termsList } from '../../notifications/offer-terms.ts';
import { restore } from '../../workflow/process-view.ts';
import { down, up } from './0490_final_offer_terms.ts';

const T0 = new Date('2026-03-02T08:00:00.000Z');
// An offer as version 3 stored it: a few terms, a net salary, a determined contract with its end date.
const OFFER = {
  salary: 9000,
  salaryBasis: 'net',
  startDate: '2026-04-01',
  contract: 'determined',
  endDate: '2027-04-01',
  validUntil: '2026-03-20T08:00:00.000Z',
  revision: 1,
};

describeEachDatabase('migration 0490: the final offer terms, on a database of machine version 3', (ctx: TestContext) => {
  it('keeps every old offer as it was, answerable, with no post terms to compare', async () => {
    const db = ctx.db;
    await down(db as unknown as Kysely<unknown>);
    const companyId = await insertCompany(db, T0);
    const needId = await insertNeed(db, T0, companyId);
    const insert = async (state: StatePath, snapshot: string) => {
      const candidate = await insertCandidate(db, T0);
      const values = { need_id: needId, candidate_id: candidate.id, company_id: companyId, machine_version: 3, snapshot, state };
      const row = await db
        .insertInto('processes')
        .values({ ...values, candidate_status: 'New', company_status: 'new', archived: false, version: 9, created_at: T0, updated_at: T0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const waiting = await insert('finalOffer', olderSnapshotJson('finalOffer', { finalOffer: OFFER }));
    const early = await insert('offered', olderSnapshotJson('offered', { finalOffer: null }));

    await up(db as unknown as Kysely<unknown>);

    const rows = await db.selectFrom('processes').selectAll().where('id', 'in', [waiting, early]).orderBy('id').execute();
    expect(rows.map((row) => [row.machine_version, (row.snapshot as { context: HiringContext }).context.finalOffer])).toEqual([
      [4, { ...OFFER, advertised: null }],
      [4, null],
    ]);
    const snapshot = restore(rows[0]!);
    const candidate = { role: 'candidate' as const, id: '1' };
    const accept = { type: 'candidate.acceptFinalOffer', payload: { revision: 1 }, actor: candidate, now: '2026-03-10T08:00:00.000Z' } as HiringEvent;
    expect(openEvents(snapshot, candidate, accept.now)).toContain('candidate.acceptFinalOffer');
    expect(payloadErrors(snapshot.context, accept)).toBeNull();
    // Its mail and card list the terms it has.
    expect(termsList('ro-RO', snapshot.context.finalOffer!).split('\n')).toEqual([
      'Condițiile ofertei:',
      '- Data începerii: 1 aprilie 2026',
      '- Durata: contract pe perioadă determinată, până la 1 aprilie 2027',
      '- Salariul de bază: 9.000 LEI net pe lună',
    ]);
  });
});
