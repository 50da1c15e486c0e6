import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { careWordsWithout, contextWithoutWordsOf, eraseFollowUpWords, withRedaction, withoutWrittenText, type Side } from './redaction.ts';

/**
 * Erases what belongs to `subject` in the processes she is a party of (all archived by then: the erasure closes the
 * open ones first), found by where it is, never by what it says:
 * - what she wrote: her fields of each snapshot's context (contextWithoutWordsOf) and the written fields of her
 *   events' payloads;
 * - what care wrote in them (careWordsWithout), and care's follow-ups' notes and reasons on them;
 * - every replay answer of their events (idempotency_keys), which shows both parties as its caller saw them;
 * - the company's internal notes on them (about the candidate, or a company's own once it goes).
 * The other side's own words stay (its record of its process), and so do rows, ids, states, times and event types:
 * the funnel and the audit trail do not move. A rewritten snapshot stays one the machine restores.
 */
export async function erasePartyWords(trx: Transaction<Database>, subject: { id: number; role: Side }): Promise<void> {
  const column = subject.role === 'candidate' ? 'candidate_id' : 'company_id';
  const processes = await trx.selectFrom('processes').select(['id', 'snapshot']).where(column, '=', subject.id).forUpdate().execute();
  const ids = processes.map((p) => p.id);
  if (!ids.length) return;
  for (const p of processes) {
    const snapshot = p.snapshot;
    const context = contextWithoutWordsOf(snapshot.context, subject.role);
    if (isDeepStrictEqual(context, snapshot.context)) continue;
    // A new version: an event computed meanwhile from the old snapshot fails its compare-and-set (409) instead of
    // writing the erased words back.
    await trx
      .updateTable('processes')
      .set((eb) => ({ snapshot: JSON.stringify({ ...snapshot, context }), version: eb('version', '+', 1) }))
      .where('id', '=', p.id)
      .execute();
  }
  await withRedaction(trx, async () => {
    const events = await trx
      .selectFrom('process_events')
      .select(['process_id', 'version', 'actor_id', 'payload'])
      .where('process_id', 'in', ids)
      .where((eb) => eb.or([eb('actor_id', '=', subject.id), eb('actor_role', '=', 'care')]))
      .execute();
    for (const e of events) {
      const payload = e.actor_id === subject.id ? withoutWrittenText(e.payload) : careWordsWithout(e.payload, subject.role);
      if (isDeepStrictEqual(payload, e.payload)) continue;
      await trx
        .updateTable('process_events')
        .set({ payload: JSON.stringify(payload) })
        .where('process_id', '=', e.process_id)
        .where('version', '=', e.version)
        .execute();
    }
  });
  await eraseFollowUpWords(trx, ids);
  await trx.deleteFrom('idempotency_keys').where('process_id', 'in', ids).execute();
  await trx.deleteFrom('process_notes').where('process_id', 'in', ids).execute();
}
