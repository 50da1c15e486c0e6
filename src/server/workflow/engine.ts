import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { initialTransition, transition } from 'xstate';
import {
  HIRING_MACHINE_VERSION,
  eventRequestSchema,
  hiringMachine,
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
import { flagCareAlerts } from '../care/flag-alerts.ts';
import { HttpError, notFound } from '../errors.ts';
import { queueProcessNotifications } from '../notifications/process-notifications.ts';
import type { AppDeps, Auth } from '../fastify-types.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { errors } from '../i18n/messages.ts';
import { assertMayOffer } from '../privacy/who-may-offer.ts';
import { parseInput } from '../routes/parse.ts';
import { fieldErrors, roleNames, workflowErrors } from './messages.ts';
import { REOPENING_EVENTS, actorOf, canSee, derivedColumns, processView, restore, type HiringSnapshot, type ProcessRow } from './process-view.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** A process the caller may read, or 404 (a foreign process is indistinguishable from a missing one). */
export async function loadProcess(deps: Deps, id: number, auth: Auth): Promise<ProcessRow> {
  const row = await deps.db.selectFrom('processes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !canSee(auth, row)) throw notFound();
  return row;
}

export async function getProcess(deps: Deps, id: number, auth: Auth) {
  return processView(deps.db, await loadProcess(deps, id, auth), auth, deps.clock.now());
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
  const need = await db.selectFrom('needs').select(['id', 'company_id', 'archived']).where('id', '=', input.needId).executeTakeFirst();
  if (!need || (auth.role === 'company' && need.company_id !== auth.userId)) throw notFound();
  if (auth.role === 'candidate') throw new HttpError(403, errors.forbidden);
  if (need.archived) throw new HttpError(409, workflowErrors.needArchived);
  const [snapshot] = initialTransition(hiringMachine, { candidateId: String(input.candidateId), companyId: String(need.company_id) });
  const now = clock.now();
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

async function needIsArchived(deps: Deps, needId: number): Promise<boolean> {
  const need = await deps.db.selectFrom('needs').select('archived').where('id', '=', needId).executeTakeFirstOrThrow();
  return need.archived;
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

export type EventAnswer = { status: number; body: unknown };

/**
 * POST /api/processes/{id}/events. Checks in the order a caller can act on: who (404/403), what
 * (idempotent replay, stale version 409, not allowed now 409, bad payload 400), then writes the new snapshot
 * (compare-and-set on the version), the event and its mails in one transaction. Nothing is written on refusal.
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
  const row = await loadProcess(deps, processId, auth);

  const role = roleOfEvent(type);
  if (role !== auth.role) {
    throw new HttpError(403, workflowErrors.roleMismatch, { values: { role: translate(input.locale, roleNames[role]) } });
  }

  const hash = requestHash(processId, input.body);
  if (idempotencyKey) {
    const earlier = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', auth.userId)
      .where('key', '=', idempotencyKey)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.request_hash !== hash) throw new HttpError(422, workflowErrors.idempotencyReuse);
      return { status: earlier.status, body: earlier.response };
    }
  }

  if (request.expectedVersion !== row.version) throw new HttpError(409, workflowErrors.versionConflict);

  const now = clock.now();
  const snapshot = restore(row);
  const event = { type, payload: request.payload ?? {}, actor: actorOf(auth), now: now.toISOString() } as HiringEvent;
  if (!openEvents(snapshot, event.actor, event.now).includes(type)) throw refusal(snapshot, type, event.now);
  const invalid = payloadErrors(snapshot.context, event);
  if (invalid) throw badPayload(invalid);
  event.payload = storedPayload(event);
  if (REOPENING_EVENTS.has(type) && (await needIsArchived(deps, row.need_id))) throw new HttpError(409, workflowErrors.needArchived);

  const [next, actions] = transition(hiringMachine, snapshot, event);
  if (stagePath(next.value) === stagePath(snapshot.value) && JSON.stringify(next.context) === JSON.stringify(snapshot.context)) {
    throw refusal(snapshot, type, event.now);
  }
  const alerts = actions.filter((a) => a.type === 'alertCare').map((a) => (a.params as { alert: CareAlert }).alert);
  const version = row.version + 1;

  return db.transaction().execute(async (trx) => {
    if (idempotencyKey) {
      // Claimed first, so a concurrent retry with the same key waits for this transaction and then replays it.
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ user_id: auth.userId, key: idempotencyKey, request_hash: hash, status: 0, response: '{}', created_at: now })
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
        return { status: earlier.status, body: earlier.response };
      }
    }
    const updated = await trx
      .updateTable('processes')
      .set({ ...derivedColumns(next), version, updated_at: now })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new HttpError(409, workflowErrors.versionConflict);
    await trx
      .insertInto('process_events')
      .values({
        process_id: row.id,
        version,
        type,
        payload: JSON.stringify(event.payload),
        actor_id: auth.userId,
        actor_role: auth.role,
        from_state: stagePath(snapshot.value),
        to_state: stagePath(next.value),
        created_at: now,
      })
      .execute();
    await flagCareAlerts(trx, updated, alerts, now);
    if (input.notify !== false) await queueProcessNotifications(trx, deps, updated, type, alerts);
    const body = await processView(trx, updated, auth, now);
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
