import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';

// 0020_company: "name contains" on the company candidate list is served by a pg_trgm GIN index on both engines
// (createDatabase loads the contrib extension into PGlite).
describeEachDatabase('candidate name trigram index', (ctx) => {
  it('exists on candidates.name_search with the trigram operator class', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where tablename = 'candidates' and indexname = 'candidates_name_trgm_idx'
        and schemaname = current_schema()`.execute(ctx.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.indexdef).toMatch(/USING gin \(name_search \S*gin_trgm_ops\)/);
  });

  it('serves a name-contains LIKE', async () => {
    const plan = await ctx.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain select user_id from candidates where name_search like '%popes%'`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('candidates_name_trgm_idx');
  });
});
