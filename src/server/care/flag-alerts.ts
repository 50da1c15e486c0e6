import type { Transaction } from 'kysely';
import type { CareAlert } from '../../../machines/index.ts';
import type { Database } from '../db/types.ts';

/**
 * The machine's care alerts as follow-ups in the console, in the event's own transaction, so care sees a disputed
 * presence or a withdrawn accepted offer at once. The key is the one the sweep uses for the same state and version,
 * so the sweep (which catches up on processes that reached such a state some other way) never adds a second one.
 */
export async function flagCareAlerts(
  trx: Transaction<Database>,
  row: { id: number; version: number },
  alerts: CareAlert[],
  now: Date,
): Promise<void> {
  if (!alerts.length) return;
  await trx
    .insertInto('care_flags')
    .values(alerts.map((kind) => ({ process_id: row.id, kind, dedup_key: `${kind}:${row.id}:${row.version}`, created_at: now })))
    .onConflict((oc) => oc.column('dedup_key').doNothing())
    .execute();
}
