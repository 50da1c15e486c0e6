import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { openEvents, type HiringContext, type StatePath } from '../../../../machines/index.ts';
import { olderSnapshotJson } from '../../../../tests/support/snapshots.ts';
import { describeEachDatabase, type TestContext } from '../../../../tests/support/databases.ts';
import { insertCandidate, insertCareAgent, insertCompany } from '../../../../tests/support/accounts.ts';
import { insertNeed, insertStoredProcess } from '../../../../tests/support/processes.ts';
import { systemAuth } from '../../jobs/system-actor.ts';
import { restore } from '../../workflow/process-view.ts';
import { down, up } from './0260_system_actor.ts';

const T0 = new Date('2026-03-02T08:00:00.000Z'); // the offers are made on Monday 2 March, 10:00 in Bucharest
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);

describeEachDatabase('migration 0260: the system actor, on a database of machine version 1', (ctx: TestContext) => {
  it('renames the server events, their snapshots and notices, backfills offeredAt, and old processes keep working', async () => {
    const db = ctx.db;
    await down(db as unknown as Kysely<unknown>);
    const systemId = (await systemAuth(db)).userId;
    const agentId = await insertCareAgent(db, T0);
    const companyId = await insertCompany(db, T0);
    const needId = await insertNeed(db, T0, companyId);
    // The old shape: no event of a system actor could be logged.
    const process = async (state: StatePath, snapshot: string, version: number) => {
      const candidate = await insertCandidate(db, T0);
      const id = await insertStoredProcess(db, T0, {
        need_id: needId,
        candidate_id: candidate.id,
        company_id: companyId,
        machine_version: 1,
        snapshot,
        state,
        candidate_status: 'New',
        company_status: 'new',
        version,
      });
      return { id, candidate };
    };
    const log = (processId: number, version: number, type: string, actorId: number, from: string | null, to: string, at: Date, role = 'care') =>
      db
        .insertInto('process_events')
        .values({
          process_id: processId,
          version,
          type: type as never,
          payload: '{}',
          actor_id: actorId,
          actor_role: role as never,
          from_state: from,
          to_state: to,
          created_at: at,
        })
        .execute();

    // Expired by the job (the system user, then acting as care).
    const expired = await process(
      'archived.candidateAbandoned',
      olderSnapshotJson({ archived: 'candidateAbandoned' }, { closing: { event: 'care.expireOffer', by: 'care' }, resumeAt: 'offered' }, [
        'offeredAt',
      ]),
      2,
    );
    await log(expired.id, 1, 'process.create', systemId, null, 'offered', T0);
    await log(expired.id, 2, 'care.expireOffer', systemId, 'offered', 'archived.candidateAbandoned', hours(48));
    // Closed by a care agent by hand, as the security run did: the log keeps its true sender.
    const closed = await process(
      'archived.accountClosed',
      olderSnapshotJson(
        { archived: 'accountClosed' },
        { closing: { event: 'care.closeAccount', by: 'care', reason: 'candidate-account-closed' }, resumeAt: null },
        ['offeredAt'],
      ),
      2,
    );
    await log(closed.id, 1, 'process.create', systemId, null, 'offered', T0);
    await log(closed.id, 2, 'care.closeAccount', agentId, 'offered', 'archived.accountClosed', hours(1));
    // Expired, then reopened by care on Thursday: its time to answer began with the reopening.
    const reopened = await process('offered', olderSnapshotJson('offered', { closing: null, resumeAt: null }, ['offeredAt']), 3);
    await log(reopened.id, 1, 'process.create', systemId, null, 'offered', T0);
    await log(reopened.id, 2, 'care.expireOffer', systemId, 'offered', 'archived.candidateAbandoned', hours(48));
    await log(reopened.id, 3, 'care.unarchive', agentId, 'archived.candidateAbandoned', 'offered', hours(72));
    await expect(
      log(reopened.id, 4, 'system.expireOffer', systemId, 'offered', 'archived.candidateAbandoned', hours(200), 'system'),
    ).rejects.toThrow();
    await db
      .insertInto('notifications')
      .values({ user_id: closed.candidate.id, kind: 'process.care.closeAccount', title: 't', body: 'b', link: '/', created_at: T0 })
      .execute();
    await db
      .insertInto('mail_outbox')
      .values({ to_address: closed.candidate.email, kind: 'process.care.expireFinalOffer', subject: 's', text_body: 'b', html_body: 'b' })
      .execute();
    await db
      .insertInto('channel_messages')
      .values({
        user_id: expired.candidate.id,
        channel: 'sms',
        to_address: '+40700000001',
        kind: 'process.care.expireOffer',
        body: 'b',
        created_at: T0,
      })
      .execute();

    await up(db as unknown as Kysely<unknown>);

    const ids = [expired.id, closed.id, reopened.id];
    const events = await db
      .selectFrom('process_events')
      .select(['process_id', 'version', 'type', 'actor_role'])
      .where('process_id', 'in', ids)
      .where('version', '>', 1)
      .orderBy('process_id')
      .orderBy('version')
      .execute();
    expect(events.map((e) => [e.process_id, e.version, e.type, e.actor_role])).toEqual([
      [expired.id, 2, 'system.expireOffer', 'system'],
      [closed.id, 2, 'system.closeAccount', 'care'],
      [reopened.id, 2, 'system.expireOffer', 'system'],
      [reopened.id, 3, 'care.unarchive', 'care'],
    ]);

    const rows = await db.selectFrom('processes').selectAll().where('id', 'in', ids).orderBy('id').execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const context = (id: number) => (byId.get(id)!.snapshot as { context: HiringContext }).context;
    expect(rows.map((row) => row.machine_version)).toEqual([2, 2, 2]);
    expect(context(expired.id).closing).toEqual({ event: 'system.expireOffer', by: 'system' });
    expect(context(closed.id).closing).toEqual({ event: 'system.closeAccount', by: 'system', reason: 'candidate-account-closed' });
    expect([context(expired.id).offeredAt, context(reopened.id).offeredAt]).toEqual([T0.toISOString(), hours(72).toISOString()]);
    // The offer jobs count from updated_at: untouched.
    expect(rows.map((row) => row.updated_at.toISOString())).toEqual([T0, T0, T0].map((t) => t.toISOString()));

    // The reopened offer works with today's machine: care may end it, the server expires it only 48 hours after the
    // reopening (Thursday 10:00 → Saturday, so Monday 9 March 10:00).
    const snapshot = restore(byId.get(reopened.id)!);
    expect(openEvents(snapshot, { role: 'care', id: String(agentId) }, hours(73).toISOString())).toEqual(['care.endOffer']);
    const expiry = (now: Date) => ({
      type: 'system.expireOffer' as const,
      payload: {},
      actor: { role: 'system' as const, id: String(systemId) },
      now: now.toISOString(),
    });
    expect(snapshot.can(expiry(hours(120)))).toBe(false);
    expect(snapshot.can(expiry(new Date('2026-03-09T08:00:00.000Z')))).toBe(true);
    expect(openEvents(restore(byId.get(expired.id)!), { role: 'care', id: String(agentId) }, hours(73).toISOString())).toEqual(['care.unarchive']);

    const kinds = async (table: 'notifications' | 'mail_outbox' | 'channel_messages') =>
      (await db.selectFrom(table).select('kind').where('kind', 'like', 'process.%.%').execute()).map((r) => r.kind);
    expect(await kinds('notifications')).toContain('process.system.closeAccount');
    expect(await kinds('mail_outbox')).toContain('process.system.expireFinalOffer');
    expect(await kinds('channel_messages')).toContain('process.system.expireOffer');
    for (const table of ['notifications', 'mail_outbox', 'channel_messages'] as const) {
      expect((await kinds(table)).filter((kind) => /^process\.care\.(expireOffer|expireFinalOffer|closeAccount)$/.test(kind))).toEqual([]);
    }

    // The system actor may be logged now, and the log is append-only again.
    await log(reopened.id, 4, 'system.expireOffer', systemId, 'offered', 'archived.candidateAbandoned', hours(200), 'system');
    await expect(db.updateTable('process_events').set({ type: 'care.unarchive' }).where('process_id', '=', closed.id).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});
