import { noteAcceptedOffer } from '../insight/points.ts';
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { initialTransition, transition } from 'xstate';
import { completeTerms } from '../../../machines/post-terms.ts';
import {
  HIRING_MACHINE_VERSION,
  eventRequestSchema,
  hiringMachine,
  memberMaySend,
  openEvents,
  payloadErrors,
  roleOfEvent,
  stagePath,
  storedPayload,
  type CareAlert,
  type HiringEvent,
  type HiringEventType,
} from '../../../machines/index.ts';
import type { Database } from '../db/types.ts';
import { insertJsonRows } from '../db/json-rows.ts';
import { executePrepared } from '../db/prepared-statements.ts';
import { HttpError, forbidden, notFound } from '../errors.ts';
import { processNotices } from '../notifications/process-notifications.ts';
import { withNotices } from '../notifications/notify-party.ts';
import type { AppDeps, Auth } from '../fastify-types.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { errors } from '../i18n/messages.ts';
import { assertMayOffer } from '../privacy/who-may-offer.ts';
import { termsTexts } from '../needs/terms-messages.ts';
import { queueLicencePrompt } from '../licences/licence-prompt.ts';
import { licenceOnFile, recordLicenceCheck } from '../licences/validation.ts';
import { recordCareDecision } from '../matching/explanations.ts';
import { openVideoRoom } from '../interviews/video-room.ts';
import { parseInput } from '../routes/parse.ts';
import { fieldErrors, roleNames, workflowErrors } from './messages.ts';
import {
  PROCESS_COLUMNS,
  REOPENING_EVENTS,
  actorOf,
  canSee,
  derivedColumns,
  processView,
  restore,
  type HiringSnapshot,
  type ProcessRow,
} from './process-view.ts';
import { readProcess, type LoadedProcess } from './load-process.ts';
import { assertPost } from '../company/team-access.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** A process the caller may read, with what its view and notices need, or 404 (a foreign process is indistinguishable from a missing one). */
export async function loadProcess(deps: Deps, id: number, auth: Auth, idempotencyKey?: string): Promise<LoadedProcess> {
  const loaded = await readProcess(deps.db, deps.config, id, idempotencyKey ? { userId: auth.userId, key: idempotencyKey } : undefined, auth.userId);
  if (!loaded || !canSee(auth, loaded.row, loaded.parts.post)) throw notFound();
  return loaded;
}

export async function getProcess(deps: Deps, id: number, auth: Auth) {
  const { row, parts } = await loadProcess(deps, id, auth);
  return processView(row, parts, auth, deps.clock.now());
}

/** What else must commit with a new process (its recommendation, its offer jobs): runs inside its transaction. */
export type WithNewProcess = (trx: Transaction<Database>, process: { id: number; version: number; updated_at: Date }) => Promise<void>;

/**
 * Offers a candidate for a need: matching and customer care; the company that owns the need only for a candidate
 * the product already showed it (src/server/privacy/who-may-offer.ts, which also honours the black-list).
 * `alsoWrite` joins the process's transaction, so the process exists if and only if what it needs exists too.
 */
export async function createProcess(deps: Deps, auth: Auth, input: { needId: number; candidateId: number }, alsoWrite?: WithNewProcess) {
  const { db, clock } = deps;
  const need = await db.selectFrom('needs').selectAll().where('id', '=', input.needId).executeTakeFirst();
  if (!need) throw notFound();
  // A member offers the post to a candidate only where they may write it (owners and recruiters, their company's).
  if (auth.role === 'company') await assertPost(db, auth, need.id, 'post.write');
  if (auth.role === 'candidate') throw new HttpError(403, errors.forbidden);
  if (need.archived) throw new HttpError(409, workflowErrors.needArchived);
  // The candidate reads pay and working time before she answers: a post written before terms were asked offers
  // nobody until its company completes them.
  if (completeTerms(need) === null) throw new HttpError(409, termsTexts.incomplete);
  const now = clock.now();
  const [snapshot] = initialTransition(hiringMachine, {
    candidateId: String(input.candidateId),
    companyId: String(need.company_id),
    offeredAt: now.toISOString(),
  });
  const id = await db.transaction().execute(async (trx) => {
    await assertMayOffer(trx, auth, need.company_id, input.candidateId);
    const row = await trx
      .insertInto('processes')
      .values({
        need_id: need.id,
        candidate_id: input.candidateId,
        company_id: need.company_id,
        machine_version: HIRING_MACHINE_VERSION,
        ...derivedColumns(snapshot),
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['need_id', 'candidate_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new HttpError(409, workflowErrors.duplicateProcess);
    await trx
      .insertInto('process_events')
      .values({
        process_id: row.id,
        version: 1,
        type: 'process.create',
        payload: JSON.stringify({ needId: need.id, candidateId: input.candidateId }),
        actor_id: auth.userId,
        actor_role: auth.role,
        from_state: null,
        to_state: stagePath(snapshot.value),
        created_at: now,
      })
      .execute();
    await alsoWrite?.(trx, { id: row.id, version: 1, updated_at: now });
    return row.id;
  });
  return getProcess(deps, id, auth);
}

/** Why the machine refuses an event type right now, as the clearest message we can give (409). */
function refusal(snapshot: HiringSnapshot, type: HiringEventType, now: string): HttpError {
  const state = stagePath(snapshot.value);
  if (state.startsWith('archived.')) return new HttpError(409, workflowErrors.archived);
  if (state === 'interview.scheduled' && snapshot.context.scheduledAt) {
    const started = Date.parse(now) >= Date.parse(snapshot.context.scheduledAt);
    if (type.endsWith('.reportPresence') && !started) return new HttpError(409, workflowErrors.beforeStart);
    if (/\.(requestReschedule|cancelInterview)$/.test(type) && started) return new HttpError(409, workflowErrors.afterStart);
  }
  return new HttpError(409, workflowErrors.notAllowedNow, { values: { event: type, state } });
}

function badPayload(errorsByField: NonNullable<ReturnType<typeof payloadErrors>>): HttpError {
  const fields = Object.fromEntries(
    Object.entries(errorsByField).map(([field, codes]) => [field || '_', codes.map((code) => ({ descriptor: fieldErrors[code] }))]),
  );
  return new HttpError(400, errors.validation, { fields });
}

const requestHash = (processId: number, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([processId, body]))
    .digest('hex');

// Only a 200 is stored for replay: the key's row is claimed and answered in the event's own transaction.
export type EventAnswer = { status: 200; body: unknown };

/**
 * POST /api/processes/{id}/events. Checks in the order a caller can act on: who (404/403), what
 * (idempotent replay, stale version 409, not allowed now 409, bad payload 400), then writes the new snapshot
 * (compare-and-set on the version), the event, its notices and care flags in one statement, inside a transaction only
 * when more is written (idempotency key, licence check). Nothing is written on refusal but the candidate's licence
 * prompt (src/server/licences/licence-prompt.ts).
 */
export async function applyEvent(
  deps: Deps,
  input: {
    processId: number;
    auth: Auth;
    locale: Locale;
    body: unknown;
    idempotencyKey?: string | undefined;
    /** false for the demo seed, whose history must not mail anyone. */
    notify?: boolean;
  },
): Promise<EventAnswer> {
  const { db, clock } = deps;
  const { auth, processId, idempotencyKey } = input;
  const request = parseInput(eventRequestSchema, input.body);
  const type = request.type as HiringEventType;
  const { row, parts, parties, licence: licenceRow, earlier, callerName } = await loadProcess(deps, processId, auth, idempotencyKey);

  // A request is a person (candidate, company, care); the server's own work is the system actor. A `system.*` event
  // from a request is refused here, whoever asks, before the machine (whose byParty guard refuses it too) is asked.
  const actor = actorOf(auth);
  const role = roleOfEvent(type);
  if (role !== actor.role) {
    if (role === 'system') throw new HttpError(403, workflowErrors.systemOnly);
    throw new HttpError(403, workflowErrors.roleMismatch, { values: { role: translate(input.locale, roleNames[role]) } });
  }
  // A member's role decides which company events are theirs at all (the machine's guard says the same): 403, not 409.
  if (actor.role === 'company' && !memberMaySend(actor.memberRole, type)) throw forbidden();

  const hash = requestHash(processId, input.body);
  // The earlier request under this key was read with the process; a retry racing the first is settled by the claim below.
  if (earlier) {
    if (earlier.request_hash !== hash) throw new HttpError(422, workflowErrors.idempotencyReuse);
    return { status: 200, body: earlier.response };
  }

  if (request.expectedVersion !== row.version) throw new HttpError(409, workflowErrors.versionConflict);

  const now = clock.now();
  const snapshot = restore(row);
  const event = { type, payload: request.payload ?? {}, actor, now: now.toISOString() } as HiringEvent;
  const licenceRef = { candidate_id: row.candidate_id, job_title: parts.need.job_title };
  if (event.type === 'care.validate') event.licence = licenceOnFile(licenceRef, licenceRow);
  // A final offer is judged against, and keeps, the terms its post advertises now.
  if (event.type === 'company.sendFinalOffer' || event.type === 'company.reviseFinalOffer') event.advertised = parts.need.advertised;
  if (!openEvents(snapshot, event.actor, event.now).includes(type)) throw refusal(snapshot, type, event.now);
  const invalid = payloadErrors(snapshot.context, event);
  if (invalid) {
    // Refused for want of her licence, the process waits on the candidate: she is told (a queued job, not the event).
    if (event.type === 'care.validate') await queueLicencePrompt(db, row.id, event.licence!, invalid, now);
    throw badPayload(invalid);
  }
  event.payload = storedPayload(event);
  openVideoRoom(deps.config, snapshot.context, event);
  if (REOPENING_EVENTS.has(type) && parts.need.archived) throw new HttpError(409, workflowErrors.needArchived);

  const [next, actions] = transition(hiringMachine, snapshot, event);
  if (stagePath(next.value) === stagePath(snapshot.value) && JSON.stringify(next.context) === JSON.stringify(snapshot.context)) {
    throw refusal(snapshot, type, event.now);
  }
  const alerts = actions.filter((a) => a.type === 'alertCare').map((a) => (a.params as { alert: CareAlert }).alert);
  const version = row.version + 1;

  const recorded = {
    process_id: row.id,
    version,
    type,
    payload: event.payload,
    actor_id: auth.userId,
    actor_role: actor.role,
    from_state: stagePath(snapshot.value),
    to_state: stagePath(next.value),
    created_at: now,
    // The answer names who acted in the step just taken, as the history read from the database names the others.
    actor_name: callerName,
  };
  const columns = derivedColumns(next);
  // The history read with the process ends at its old version, which the compare-and-set proves still current.
  const history = [...parts.history, recorded];
  // The row as the compare-and-set writes it: the notices are made from it before the write, to go in its statement.
  const written: ProcessRow = { ...row, ...columns, snapshot: JSON.parse(columns.snapshot), version, updated_at: now };
  const notices = input.notify === false ? [] : processNotices(deps, written, type, parties, { events: history, otherStages: parts.otherStages });
  // The machine's care alerts become follow-ups in the care console at once. Their key is the one the sweep uses for
  // the same state and version, so the sweep (which catches up on processes that reached such a state some other
  // way) never adds a second one.
  const flags = alerts.map((kind) => ({ process_id: row.id, kind, dedup_key: `${kind}:${row.id}:${version}`, created_at: now }));

  // The compare-and-set, the event, its notices and its care flags in one statement: all but the compare-and-set
  // are inserted only from the row it updated, so a lost compare-and-set writes nothing, even outside a transaction.
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
                eb.val(type).as('type'),
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

  // Most events are that one statement, atomic alone: no BEGIN and COMMIT, two round trips fewer under load. An
  // idempotency key (claimed before, answered after), care's licence check, care's decision on the recommendation
  // (its explanation record) and an accepted final offer (its point in the salary insight) are more writes: a
  // transaction.
  const accepted = event.type === 'candidate.acceptFinalOffer';
  if (!idempotencyKey && event.type !== 'care.validate' && event.type !== 'care.invalidate' && !accepted) {
    return { status: 200, body: processView(await write(db), { ...parts, history }, auth, now) };
  }
  return db.transaction().execute(async (trx) => {
    if (idempotencyKey) {
      // Claimed first, so a concurrent retry with the same key waits for this transaction and then replays it.
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ user_id: auth.userId, key: idempotencyKey, process_id: processId, request_hash: hash, status: 0, response: '{}', created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const earlier = await trx
          .selectFrom('idempotency_keys')
          .selectAll()
          .where('user_id', '=', auth.userId)
          .where('key', '=', idempotencyKey)
          .executeTakeFirstOrThrow();
        if (earlier.request_hash !== hash) throw new HttpError(422, workflowErrors.idempotencyReuse);
        return { status: 200, body: earlier.response };
      }
    }
    const updated = await write(trx);
    // The agreed pay counts in the insight at once, not at a later sweep.
    if (accepted) await noteAcceptedOffer(trx, processId, now);
    let licence = parts.licence;
    // The licence care has just verified is the one read with the process (recordLicenceCheck matched it).
    if (
      event.type === 'care.validate' &&
      (await recordLicenceCheck(trx, licenceRef, event.licence!, licenceRow?.updatedAt, event.payload.licence, auth.userId, now))
    ) {
      licence = { body: licenceRow!.body, valid_until: licenceRow!.expiresOn, verified_at: now.toISOString() };
    }
    if (event.type === 'care.validate' || event.type === 'care.invalidate') {
      const outcome = event.type === 'care.validate' ? 'validated' : 'rejected';
      await recordCareDecision(trx, processId, { outcome, reason: event.payload.note || null, actorId: auth.userId, now });
    }
    const body = processView(updated, { ...parts, licence, history }, auth, now);
    if (idempotencyKey) {
      await trx
        .updateTable('idempotency_keys')
        .set({ status: 200, response: JSON.stringify(body) })
        .where('user_id', '=', auth.userId)
        .where('key', '=', idempotencyKey)
        .execute();
    }
    return { status: 200, body };
  });
}
