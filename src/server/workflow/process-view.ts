import type { Selectable } from 'kysely';
import {
  candidateMustRespond,
  candidateStatusOf,
  companyStatusOf,
  hiringMachine,
  isArchived,
  openEvents,
  stagePath,
  turnOf,
  type HiringContext,
  type HiringEventType,
} from '../../../machines/index.ts';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import { disclosureFor, nameAt } from '../privacy/disclosure.ts';
import { payloadFor } from '../privacy/care-notes.ts';
import type { Database } from '../db/types.ts';

export type ProcessRow = Selectable<Database['processes']>;
export type HiringSnapshot = ReturnType<typeof hiringMachine.resolveState>;

/** Restores the machine snapshot persisted in a process row. */
export function restore(row: Pick<ProcessRow, 'snapshot'>): HiringSnapshot {
  return hiringMachine.resolveState(row.snapshot as { value: HiringSnapshot['value']; context: HiringContext });
}

/** The columns derived from a snapshot, kept beside it so lists can filter and sort without the machine. */
export function derivedColumns(snapshot: HiringSnapshot) {
  return {
    snapshot: JSON.stringify(hiringMachine.getPersistedSnapshot(snapshot)),
    state: stagePath(snapshot.value),
    candidate_status: candidateStatusOf(snapshot),
    company_status: companyStatusOf(snapshot) ?? 'new',
    archived: isArchived(snapshot),
  };
}

/** Per-object authorization: the candidate and the company of the process, and customer care. */
export function canSee(auth: Auth, row: Pick<ProcessRow, 'candidate_id' | 'company_id'>): boolean {
  if (auth.role === 'care') return true;
  return auth.role === 'candidate' ? row.candidate_id === auth.userId : row.company_id === auth.userId;
}

export function actorOf(auth: Auth) {
  return { role: auth.role, id: String(auth.userId) };
}

function historyItem(e: Selectable<Database['process_events']>, viewer: Auth['role']) {
  return {
    version: e.version,
    type: e.type,
    payload: payloadFor(viewer, e.actor_role, e.payload),
    actor: { id: e.actor_id, role: e.actor_role },
    from: e.from_state,
    to: e.to_state,
    at: e.created_at.toISOString(),
  };
}

/**
 * Events that bring a process back: refused once its need is archived (the position no longer exists), whatever the
 * machine allows. The view leaves them out of `can`; the engine answers 409.
 */
export const REOPENING_EVENTS: ReadonlySet<HiringEventType> = new Set(['care.unarchive']);

/** GET /api/processes/{id}: the snapshot, both statuses, what the caller may send now, and the history. */
export async function processView(db: Db, row: ProcessRow, auth: Auth, now: Date) {
  const [parties, events] = await Promise.all([
    db
      .selectFrom('needs as n')
      .innerJoin('candidates as c', (j) => j.on('c.user_id', '=', row.candidate_id))
      .innerJoin('companies as co', (j) => j.on('co.user_id', '=', row.company_id))
      .selectAll('n')
      .select(['c.full_name as candidate_name', 'co.name as company_name'])
      .where('n.id', '=', row.need_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('process_events').selectAll().where('process_id', '=', row.id).orderBy('version').execute(),
  ]);
  const need = parties;
  const snapshot = restore(row);
  const seen = await disclosureFor(db, auth, row.candidate_id);
  return {
    id: row.id,
    version: row.version,
    machine_version: row.machine_version,
    state: stagePath(snapshot.value),
    archived: isArchived(snapshot),
    snapshot: { value: snapshot.value, context: snapshot.context },
    candidate_status: candidateStatusOf(snapshot),
    company_status: companyStatusOf(snapshot),
    candidate_must_respond: candidateMustRespond(snapshot),
    turn: turnOf(snapshot),
    can: openEvents(snapshot, actorOf(auth), now.toISOString()).filter((type) => !(need.archived && REOPENING_EVENTS.has(type))),
    need: {
      id: need.id,
      job_title: need.job_title,
      specialty: need.specialty,
      city: need.city,
      work_type: need.work_type,
      salary_min: need.salary_min,
      salary_max: need.salary_max,
      description: need.description,
      archived: need.archived,
    },
    candidate: { id: row.candidate_id, name: nameAt(seen ?? 'anonymous', parties.candidate_name), disclosure: seen ?? 'anonymous' },
    company: { id: row.company_id, name: parties.company_name },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    history: events.map((e) => historyItem(e, auth.role)),
  };
}

export type ProcessView = Awaited<ReturnType<typeof processView>>;
