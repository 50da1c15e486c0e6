import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { PROFILE_STAGES, stageSql } from '../privacy/disclosure.ts';

// 0220_disclosure_stage: the candidates a company may name (the disclosure rule's own stage column) can be read from
// an index alone, so a name search need not open the snapshot of every process of the company. Should the rule's
// stage move elsewhere, this fails until the index follows it. On an empty table the planner may as well walk the
// offers list's index of the company's processes and filter (a tie that says nothing of a large table), so that
// index is set aside inside a transaction that is rolled back.
describeEachDatabase('disclosure stage index', (ctx) => {
  it("serves the disclosure rule's stage filter for one company", async () => {
    const plan = await ctx.db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      try {
        await sql`set local enable_seqscan = off`.execute(conn);
        await sql`drop index processes_company_live_idx`.execute(conn);
        const query = conn
          .selectFrom('processes as np')
          .select('np.candidate_id')
          .where('np.company_id', '=', 1)
          .where(stageSql('np'), 'in', PROFILE_STAGES)
          .compile();
        const { rows } = await conn.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await sql`rollback`.execute(conn);
      }
    });
    expect(plan).toContain('Index Only Scan using processes_company_stage_idx');
  });
});
