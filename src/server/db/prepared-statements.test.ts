import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createCare, registerCandidate, registerCompany } from '../../../tests/support/accounts.ts';
import { processStartedByCare } from '../../../tests/support/processes.ts';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { resolveSession } from '../auth/sessions.ts';
import { applyEvent } from '../workflow/engine.ts';
import { readProcess } from '../workflow/load-process.ts';

describeEachDatabase('prepared statements', (ctx) => {
  it('keeps reading and writing processes on a connection that prepared them after a migration adds a column', async () => {
    const [candidate, company, care] = [await registerCandidate(ctx), await registerCompany(ctx), await createCare(ctx)];
    const { processId } = await processStartedByCare(ctx, care, company.id, candidate.id);
    // One connection throughout: prepared statements belong to the connection that ran them.
    await ctx.db.connection().execute(async (db) => {
      const deps = { db, clock: ctx.clock, config: ctx.config };
      const auth = { userId: candidate.id, role: 'candidate' as const, sessionId: 0 };
      expect(await resolveSession(db, ctx.clock, candidate.token)).toMatchObject({ userId: candidate.id });
      expect(await readProcess(db, ctx.config, processId)).toMatchObject({ row: { id: processId, version: 1 } });
      if (ctx.kind === 'postgres') {
        const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
        // pg_prepared_statements lists in no set order: each statement is looked for on its own.
        const statements = prepared.rows.map((r) => r.statement);
        expect(statements.some((s) => s.includes('from "sessions"'))).toBe(true);
        expect(statements.some((s) => s.includes('from "processes" as "p"'))).toBe(true);
      }
      // What another instance's migration does during a rolling deploy: these statements name their columns, so
      // PostgreSQL re-plans them instead of refusing them ("cached plan must not change result type").
      await sql`alter table processes add column prepared_test_extra integer`.execute(db);
      expect(await resolveSession(db, ctx.clock, candidate.token)).toMatchObject({ userId: candidate.id });
      const read = await readProcess(db, ctx.config, processId);
      expect(read?.row).not.toHaveProperty('prepared_test_extra');
      const sent = await applyEvent(deps, {
        processId,
        auth,
        locale: 'en',
        body: { type: 'candidate.acceptOffer', payload: { callSlot: '2026-03-03T09:00:00.000Z' }, expectedVersion: 1 },
      });
      expect(sent.body).toMatchObject({ version: 2, state: 'screening' });
      expect(sent.body).not.toHaveProperty('prepared_test_extra');
      await sql`alter table processes drop column prepared_test_extra`.execute(db);
    });
  });
});
