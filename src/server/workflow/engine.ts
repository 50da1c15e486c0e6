import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { initialTransition } from 'xstate';
import { completeTerms } from '../../../machines/post-terms.ts';
import {
  HIRING_MACHINE_VERSION,
  eventRequestSchema,
  hiringMachine,
  memberMaySend,
  roleOfEvent,
  stagePath,
  type Actor,
  type HiringEventType,
} from '../../../machines/index.ts';
import type { Database } from '../db/types.ts';
import { HttpError, forbidden, notFound } from '../errors.ts';
import type { AppDeps, Auth } from '../fastify-types.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import { errors } from '../i18n/messages.ts';
import { assertMayOffer } from '../privacy/who-may-offer.ts';
import { termsTexts } from '../needs/terms-messages.ts';
import { queueLicencePrompt } from '../licences/licence-prompt.ts';
import { licenceOnFile } from '../licences/validation.ts';
import { parseInput } from '../routes/parse.ts';
import { roleNames, workflowErrors } from './messages.ts';
import { actorOf, canSee, derivedColumns, processView, restore } from './process-view.ts';
import { readProcess, type LoadedProcess } from './load-process.ts';
import { assertPost } from '../company/team-access.ts';
import { decideEvent } from './decide-event.ts';
import { persistEvent, type EventAnswer } from './persist-event.ts';

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

const requestHash = (processId: number, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([processId, body]))
    .digest('hex');

/**
 * A request is a person (candidate, company, care); the server's own work is the system actor. A `system.*` event
 * from a request is refused here, whoever asks, before the machine (whose byParty guard refuses it too) is asked.
 */
function authorizeEvent(auth: Auth, type: HiringEventType, locale: Locale): Actor {
  const actor = actorOf(auth);
  const role = roleOfEvent(type);
  if (role !== actor.role) {
    if (role === 'system') throw new HttpError(403, workflowErrors.systemOnly);
    throw new HttpError(403, workflowErrors.roleMismatch, { values: { role: translate(locale, roleNames[role]) } });
  }
  // A member's role decides which company events are theirs at all (the machine's guard says the same): 403, not 409.
  if (actor.role === 'company' && !memberMaySend(actor.memberRole, type)) throw forbidden();
  return actor;
}

/**
 * POST /api/processes/{id}/events, restored, decided and persisted as the xstate server examples do. Checks in the
 * order a caller can act on: who (404/403), what (idempotent replay, stale version 409, then the decision's not
 * allowed now 409 and bad payload 400), then writes (persist-event.ts). Nothing is written on refusal but the
 * candidate's licence prompt (src/server/licences/licence-prompt.ts).
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
  const { auth, processId, idempotencyKey } = input;
  const request = parseInput(eventRequestSchema, input.body);
  const type = request.type as HiringEventType;
  const loaded = await loadProcess(deps, processId, auth, idempotencyKey);
  const { row, parts } = loaded;
  const actor = authorizeEvent(auth, type, input.locale);

  const hash = requestHash(processId, input.body);
  // The earlier request under this key was read with the process; a retry racing the first is settled by its claim.
  if (loaded.earlier) {
    if (loaded.earlier.request_hash !== hash) throw new HttpError(422, workflowErrors.idempotencyReuse);
    return { status: 200, body: loaded.earlier.response };
  }
  if (request.expectedVersion !== row.version) throw new HttpError(409, workflowErrors.versionConflict);

  const now = deps.clock.now();
  const licenceRef = { candidate_id: row.candidate_id, job_title: parts.need.job_title };
  const decision = decideEvent(
    restore(row),
    { type, payload: request.payload, actor, now: now.toISOString() },
    {
      needArchived: parts.need.archived,
      licence: licenceOnFile(licenceRef, loaded.licence),
      advertised: parts.need.advertised,
      videoRoom: deps.config,
    },
  );
  if (!decision.ok) {
    // Refused for want of her licence, the process waits on the candidate: she is told (a queued job, not the event).
    const prompt = decision.licencePrompt;
    if (prompt) await queueLicencePrompt(deps.db, row.id, prompt.licence, prompt.invalid, now);
    throw decision.error;
  }
  const idempotency = idempotencyKey ? { key: idempotencyKey, hash } : undefined;
  return persistEvent(deps, { loaded, auth, decision, now, idempotency, notify: input.notify !== false, licenceRef }, (updated, viewParts) =>
    processView(updated, viewParts, auth, now),
  );
}
