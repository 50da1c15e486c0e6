import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { createCare, registerCandidate, registerCompany } from '../../../../tests/support/accounts.ts';
import { processStartedByCare } from '../../../../tests/support/processes.ts';
import { describeEachDatabase } from '../../../../tests/support/databases.ts';
import { down, up } from './0240_erasure_links.ts';

describeEachDatabase('migration 0240: erasure links', (ctx) => {
  it('links each kept replay answer to the process it shows', async () => {
    const care = await createCare(ctx);
    const company = await registerCompany(ctx);
    const candidate = await registerCandidate(ctx);
    const { processId } = await processStartedByCare(ctx, care, company.id, candidate.id);
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${processId}/events`,
      headers: { authorization: `Bearer ${candidate.token}`, 'idempotency-key': 'accept-once' },
      payload: { type: 'candidate.acceptOffer', payload: { callSlot: '2026-03-03T09:00:00.000Z' }, expectedVersion: 1 },
    });
    expect(answered.statusCode, answered.body).toBe(200);

    // The database as it was before: no links, then the migration.
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await sql`insert into idempotency_keys (user_id, key, request_hash, status, response, created_at)
              values (${candidate.id}, 'not-a-view', 'h', 200, '{"id": "x"}', now())`.execute(db);
    await up(db);

    const keys = await ctx.db
      .selectFrom('idempotency_keys')
      .select(['key', 'process_id'])
      .where('user_id', '=', candidate.id)
      .orderBy('key')
      .execute();
    expect(keys).toEqual([
      { key: 'accept-once', process_id: processId },
      { key: 'not-a-view', process_id: null },
    ]);
  });
});
