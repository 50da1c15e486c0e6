import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { createParties } from '../../../tests/support/accounts.ts';
import { HOUR, MINUTE } from '../clock.ts';
import { createOpsWorker } from '../jobs/ops-worker.ts';
import { PUSH_REPLAY_WINDOW_MS } from './prune.ts';

describeEachDatabase('shared state pruning', (ctx) => {
  it('drops push events past the replay window, dead request counters and spent tickets, and keeps the rest', async () => {
    const { candidate } = await createParties(ctx);
    const now = ctx.clock.now();
    const at = (msAgo: number) => new Date(now.getTime() - msAgo);
    const session = await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', candidate.id).executeTakeFirstOrThrow();
    const push = (createdAt: Date, tag: string) => ({
      user_id: candidate.id,
      type: 'prune.test',
      data: JSON.stringify({ tag }),
      created_at: createdAt,
    });
    await ctx.db
      .insertInto('push_events')
      .values([push(at(PUSH_REPLAY_WINDOW_MS + MINUTE), 'old'), push(at(PUSH_REPLAY_WINDOW_MS - MINUTE), 'recent')])
      .execute();
    await ctx.db
      .insertInto('rate_limit_counters')
      .values([
        { key: 'prune:old', window_start: at(2 * HOUR), hits: 3 },
        { key: 'prune:live', window_start: at(10_000), hits: 1 },
      ])
      .execute();
    await ctx.db
      .insertInto('stream_tickets')
      .values([
        { ticket_hash: 'prune-spent', session_id: session.id, expires_at: at(1) },
        { ticket_hash: 'prune-live', session_id: session.id, expires_at: at(-MINUTE) },
      ])
      .execute();

    // The hourly job of every instance's worker (whichever takes it first).
    await createOpsWorker(ctx.app).runDue();

    const tags = await ctx.db.selectFrom('push_events').select('data').where('type', '=', 'prune.test').execute();
    expect(tags.map((r) => (r.data as { tag: string }).tag)).toEqual(['recent']);
    const counters = await ctx.db.selectFrom('rate_limit_counters').select('key').where('key', 'like', 'prune:%').execute();
    expect(counters.map((r) => r.key)).toEqual(['prune:live']);
    const tickets = await ctx.db.selectFrom('stream_tickets').select('ticket_hash').where('ticket_hash', 'like', 'prune-%').execute();
    expect(tickets.map((r) => r.ticket_hash)).toEqual(['prune-live']);
  });
});
