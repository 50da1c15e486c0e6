import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { PROFILE_STAGES, stageSql } from '../privacy/disclosure.ts';

// 0220_company_stage_index: the candidates a company may name (the disclosure rule's own stage expression) are read
// from an index, so a name search need not test every candidate whose name matches. Should the rule's expression
// change, this fails until the index follows it.
describeEachDatabase('company stage index', (ctx) => {
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
    expect(plan).toContain('processes_company_stage_idx');
  });
});
