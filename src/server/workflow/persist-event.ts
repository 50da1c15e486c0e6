/**
 * Writes what the engine decided (decide-event.ts): the new snapshot with a compare-and-set on the version, the event,
 * its notices and its care flags in one statement, and, when an event writes more, that statement inside a transaction
 * with the rest (an idempotency key, care's licence check and decision, an accepted offer's insight point).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { insertJsonRows } from '../db/json-rows.ts';
import { executePrepared } from '../db/prepared-statements.ts';
import { HttpError } from '../errors.ts';
import type { AppDeps, Auth } from '../fastify-types.ts';
import { noteAcceptedOffer } from '../insight/points.ts';
import { recordLicenceCheck } from '../licences/validation.ts';
import { recordCareDecision } from '../matching/explanations.ts';
import { processNotices } from '../notifications/process-notifications.ts';
import { withNotices } from '../notifications/notify-party.ts';
import type { Decision } from './decide-event.ts';
import type { LoadedProcess } from './load-process.ts';
import { workflowErrors } from './messages.ts';
import { PROCESS_COLUMNS, derivedColumns, type ProcessRow, type ViewParts } from './process-view.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

// Only a 200 is stored for replay: the key's row is claimed and answered in the event's own transaction.
export type EventAnswer = { status: 200; body: unknown };

export type EventToPersist = {
  loaded: Pick<LoadedProcess, 'row' | 'parts' | 'parties' | 'licence' | 'callerName'>;
  auth: Auth;
  decision: Decision;
  now: Date;
  /** The caller's idempotency key with the hash of the request it was first used for. */
  idempotency: { key: string; hash: string } | undefined;
  /** false for the demo seed, whose history must not mail anyone. */
  notify: boolean;
  /** The process's candidate and job title, whose licence care.validate verifies. */
  licenceRef: { candidate_id: number; job_title: string };
};

/** The answer's body: the process after the event, as its caller reads it. */
export type ViewAfter = (row: ProcessRow, parts: ViewParts) => unknown;

/** The one statement: the compare-and-set, the event, its notices and its care flags. A lost compare-and-set is a 409. */
function eventWriter({ loaded, auth, decision, now, notify }: EventToPersist, deps: Deps) {
  const { row, parts, parties, callerName } = loaded;
  const { event, next, alerts } = decision;
  const { actor } = event;
  const version = row.version + 1;
  const recorded = {
    process_id: row.id,
    version,
    type: event.type,
    payload: event.payload,
    actor_id: auth.userId,
    actor_role: actor.role,
    from_state: decision.from,
    to_state: decision.to,
    created_at: now,
    // The answer names who acted in the step just taken, as the history read from the database names the others.
    actor_name: callerName,
  };
  const columns = derivedColumns(next);
  // The history read with the process ends at its old version, which the compare-and-set proves still current.
  const history = [...parts.history, recorded];
  // The row as the compare-and-set writes it: the notices are made from it before the write, to go in its statement.
  const written: ProcessRow = { ...row, ...columns, snapshot: JSON.parse(columns.snapshot), version, updated_at: now };
  const notices = notify ? processNotices(deps, written, event.type, parties, { events: history, otherStages: parts.otherStages }) : [];
  // The machine's care alerts become follow-ups in the care console at once. Their key is the one the sweep uses for
  // the same state and version, so the sweep (which catches up on processes that reached such a state some other
  // way) never adds a second one.
  const flags = alerts.map((kind) => ({ process_id: row.id, kind, dedup_key: `${kind}:${row.id}:${version}`, created_at: now }));

  // All but the compare-and-set are inserted only from the row it updated, so a lost compare-and-set writes nothing,
  // even outside a transaction.
  const write = async (qc: Kysely<Database>) => {
    const cas = qc
      .with('updated', (db) =>
        db
          .updateTable('processes')
          .set({ ...columns, version, updated_at: now })
          .where('id', '=', row.id)
          .where('version', '=', row.version)
          .returning(PROCESS_COLUMNS),
      )
      .with('recorded', (db) =>
        db
          .insertInto('process_events')
          .columns(['process_id', 'version', 'type', 'payload', 'actor_id', 'actor_role', 'from_state', 'to_state', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('updated')
              .select([
                'id',
                'version',
                eb.val(event.type).as('type'),
                eb.val(JSON.stringify(event.payload)).as('payload'),
                eb.val(auth.userId).as('actor_id'),
                eb.val(actor.role).as('actor_role'),
                eb.val(recorded.from_state).as('from_state'),
                eb.val(recorded.to_state).as('to_state'),
                eb.val(now).as('created_at'),
              ]),
          )
          .returning('version'),
      );
    const statement = withNotices(cas, notices, 'updated')
      .with('flags', (db) =>
        flags.length
          ? insertJsonRows(db, 'care_flags', flags, { gate: 'updated' })
              .onConflict((oc) => oc.column('dedup_key').doNothing())
              .returning('id')
          : db.selectNoFrom(sql<number>`0`.as('id')),
      )
      .selectFrom('updated')
      .select(PROCESS_COLUMNS);
    // Every event runs it: prepared on PostgreSQL (db/prepared-statements.ts); its text varies only with which
    // kinds of rows it inserts.
    const [updated] = await executePrepared(qc, statement);
    if (!updated) throw new HttpError(409, workflowErrors.versionConflict);
    return updated;
  };
  return { write, history };
}

/**
 * Most events are the one statement, atomic alone: no BEGIN and COMMIT, two round trips fewer under load. An
 * idempotency key (claimed before, answered after), care's licence check, care's decision on the recommendation (its
 * explanation record) and an accepted final offer (its point in the salary insight) are more writes: a transaction.
 */
export async function persistEvent(deps: Deps, input: EventToPersist, view: ViewAfter): Promise<EventAnswer> {
  const { db } = deps;
  const { loaded, auth, decision, now, idempotency } = input;
  const { row, parts } = loaded;
  const { event } = decision;
  const { write, history } = eventWriter(input, deps);
  const accepted = event.type === 'candidate.acceptFinalOffer';
  if (!idempotency && event.type !== 'care.validate' && event.type !== 'care.invalidate' && !accepted) {
    return { status: 200, body: view(await write(db), { ...parts, history }) };
  }
  return db.transaction().execute(async (trx) => {
    if (idempotency) {
      // Claimed first, so a concurrent retry with the same key waits for this transaction and then replays it.
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({
          user_id: auth.userId,
          key: idempotency.key,
          process_id: row.id,
          request_hash: idempotency.hash,
          status: 0,
          response: '{}',
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const earlier = await trx
          .selectFrom('idempotency_keys')
          .selectAll()
          .where('user_id', '=', auth.userId)
          .where('key', '=', idempotency.key)
          .executeTakeFirstOrThrow();
        if (earlier.request_hash !== idempotency.hash) throw new HttpError(422, workflowErrors.idempotencyReuse);
        return { status: 200, body: earlier.response };
      }
    }
    const updated = await write(trx);
    // The agreed pay counts in the insight at once, not at a later sweep.
    if (accepted) await noteAcceptedOffer(trx, row.id, now);
    let licence = parts.licence;
    const onFile = loaded.licence;
    // The licence care has just verified is the one read with the process (recordLicenceCheck matched it).
    if (
      event.type === 'care.validate' &&
      (await recordLicenceCheck(trx, input.licenceRef, event.licence!, onFile?.updatedAt, event.payload.licence, auth.userId, now))
    ) {
      licence = { body: onFile!.body, valid_until: onFile!.expiresOn, verified_at: now.toISOString() };
    }
    if (event.type === 'care.validate' || event.type === 'care.invalidate') {
      const outcome = event.type === 'care.validate' ? 'validated' : 'rejected';
      await recordCareDecision(trx, row.id, { outcome, reason: event.payload.note || null, actorId: auth.userId, now });
    }
    const body = view(updated, { ...parts, licence, history });
    if (idempotency) {
      await trx
        .updateTable('idempotency_keys')
        .set({ status: 200, response: JSON.stringify(body) })
        .where('user_id', '=', auth.userId)
        .where('key', '=', idempotency.key)
        .execute();
    }
    return { status: 200, body };
  });
}
