import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { PROFILE_STAGES, stageSql } from '../privacy/disclosure.ts';

// 0220_disclosure_stage: the candidates a company may name (the disclosure rule's own stage column) are read from
// an index alone, so a name search need not open the snapshot of every process of the company. Should the rule's
// stage move elsewhere, this fails until the index follows it.
describeEachDatabase('disclosure stage index', (ctx) => {
  it("serves the disclosure rule's stage filter for one company", async () => {
    const plan = await ctx.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const query = trx
        .selectFrom('processes as np')
        .select('np.candidate_id')
        .where('np.company_id', '=', 1)
        .where(stageSql('np'), 'in', PROFILE_STAGES)
        .compile();
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Only Scan using processes_company_stage_idx');
  });
});
