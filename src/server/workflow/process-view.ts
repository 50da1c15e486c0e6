import type { PostTerms } from '../../../machines/post-terms.ts';
import type { Selectable } from 'kysely';
import {
  answerDeadlineOf,
  candidateMustRespond,
  candidateStatusOf,
  companyStatusOf,
  hiringMachine,
  isArchived,
  openEvents,
  statePathOf,
  turnOf,
  type Actor,
  type AdvertisedTerms,
  type HiringEventType,
} from '../../../machines/index.ts';
import type { Auth } from '../fastify-types.ts';
import { can, isOnPost } from '../company/team-access.ts';
import { atLeast, furthestDisclosure, nameAt, stageOf, type Disclosure } from '../privacy/disclosure.ts';
import { payloadFor } from '../privacy/care-notes.ts';
import type { Database } from '../db/types.ts';

/** A process as the workflow reads and writes it; `disclosure_stage` is PostgreSQL's to compute, for SQL filters only. */
export type ProcessRow = Omit<Selectable<Database['processes']>, 'disclosure_stage'>;
export type HiringSnapshot = ReturnType<typeof hiringMachine.resolveState>;

// Every column of a ProcessRow, once: the statements prepared per connection name their columns (prepared-statements.ts).
const PROCESS_ROW: { readonly [K in keyof ProcessRow]-?: true } = {
  id: true,
  need_id: true,
  candidate_id: true,
  company_id: true,
  machine_version: true,
  snapshot: true,
  state: true,
  candidate_status: true,
  company_status: true,
  archived: true,
  version: true,
  personal_data_removed_at: true,
  created_at: true,
  updated_at: true,
};
export const PROCESS_COLUMNS = Object.keys(PROCESS_ROW) as (keyof ProcessRow)[];

/**
 * The deadline of the answer the process waits for, as `viewer` sees it: the side that owes the answer and care get
 * its instant (machines/deadlines.ts, counting proposed times from the process's last change, as the sweep does);
 * the other side and states without a deadline get null.
 */
export function deadlineFor(viewer: Auth['role'], row: Pick<ProcessRow, 'state' | 'snapshot' | 'updated_at'>) {
  const { context } = row.snapshot;
  const deadline = answerDeadlineOf(row.state, context, row.updated_at);
  return deadline && (viewer === 'care' || viewer === deadline.by) ? { kind: deadline.kind, at: deadline.at } : null;
}

/** Restores the machine snapshot persisted in a process row. */
export function restore(row: Pick<ProcessRow, 'snapshot'>): HiringSnapshot {
  return hiringMachine.resolveState(row.snapshot);
}

/** The columns derived from a snapshot, kept beside it so lists can filter and sort without the machine. */
export function derivedColumns(snapshot: HiringSnapshot) {
  return {
    snapshot: JSON.stringify(hiringMachine.getPersistedSnapshot(snapshot)),
    state: statePathOf(snapshot.value),
    candidate_status: candidateStatusOf(snapshot),
    company_status: companyStatusOf(snapshot) ?? 'new',
    archived: isArchived(snapshot),
  };
}

/** A process's post as the team rule sees it: its owner and its members (the team's interviewers see only theirs). */
export type PostPeople = { ownerId: number | null; ownerName: string | null; members: { user_id: number; full_name: string }[] };

/**
 * Per-object authorization: the candidate and the company of the process (each member as the team rule decides,
 * company/team-access.ts), and customer care. Without the post's people, an interviewer is refused.
 */
export function canSee(auth: Auth, row: Pick<ProcessRow, 'candidate_id' | 'company_id'>, post?: Pick<PostPeople, 'ownerId' | 'members'>): boolean {
  if (auth.role === 'care') return true;
  if (auth.role === 'candidate') return row.candidate_id === auth.userId;
  if (!auth.member) return false;
  const onPost = post ? isOnPost(auth.userId, { ownerId: post.ownerId, memberIds: post.members.map((m) => m.user_id) }) : false;
  return can(auth.member, 'read', { companyId: row.company_id, onPost });
}

/** The machine's actor of a caller: its role, or `system` for the server's own work (jobs/system-actor.ts). */
export function actorOf(auth: Auth): Actor {
  if (auth.system) return { role: 'system', id: String(auth.userId) };
  // A member acts as their company (the machine's party) with their own role in it, which the machine's guard checks.
  if (auth.role === 'company') return { role: 'company', id: String(auth.member?.companyId ?? 0), memberRole: auth.member?.memberRole ?? 'viewer' };
  return { role: auth.role, id: String(auth.userId) };
}

function historyItem(e: HistoryEvent, viewer: Auth['role'], companyName: string) {
  return {
    version: e.version,
    type: e.type,
    payload: payloadFor(viewer, e.actor_role, e.payload),
    actor: { id: e.actor_id, role: e.actor_role, name: actorName(e, companyName) },
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

/** What `actor` may send now (a view's `can`): the machine's open events, less reopening a process of an archived need. */
export function openEventsOf(snapshot: HiringSnapshot, actor: Actor, now: Date, needArchived: boolean): HiringEventType[] {
  return openEvents(snapshot, actor, now.toISOString()).filter((type) => !(needArchived && REOPENING_EVENTS.has(type)));
}

/** A logged event, with the name of the person who sent it when known (a company member or a care agent). */
type HistoryEvent = Selectable<Database['process_events']> & { actor_name?: string | null };

/** A company member as the history names them: "Dr. Ana Pop, Clinica Armonia"; null once the name is gone (erased). */
export function memberLabel(name: string | null | undefined, companyName: string): string | null {
  return name ? `${name}, ${companyName}` : null;
}

/** Who acted, as both sides read it: "Dr. Ana Pop, Clinica Armonia" for a member; care's agent by name; else null. */
function actorName(e: HistoryEvent, companyName: string): string | null {
  if (!e.actor_name) return null;
  return e.actor_role === 'company' ? memberLabel(e.actor_name, companyName) : e.actor_name;
}

/** What the view shows beside the process row, read with it in one statement (readProcess in load-process.ts). */
export type ViewParts = {
  need: Pick<
    Selectable<Database['needs']>,
    'id' | 'job_title' | 'specialty' | 'city' | 'work_type' | 'salary_min' | 'salary_max' | 'description' | 'title' | 'address' | 'archived'
  > & {
    city_name: string | null;
    /** Null while the post's terms are incomplete. */
    terms: PostTerms | null;
    /** The post's terms a final offer starts from and is compared with (null where the post states none). */
    advertised: AdvertisedTerms;
  };
  candidateName: string;
  companyName: string;
  /** The stages of the company's other processes with this candidate: the disclosure rule takes the furthest. */
  otherStages: string[];
  /** Who works on the post: its owner (whom the candidate deals with) and its members. */
  post: PostPeople;
  /** The licence care verified for the need's job title, or null. */
  licence: { body: string; valid_until: string; verified_at: string } | null;
  history: HistoryEvent[];
};

/** What the caller may see of the process's candidate (src/server/privacy/disclosure.ts), from the rows in hand. */
export function disclosureOf(
  auth: Pick<Auth, 'role' | 'userId'>,
  row: Pick<ProcessRow, 'candidate_id' | 'snapshot'>,
  otherStages: readonly string[],
): Disclosure | null {
  if (auth.role !== 'company') return auth.role === 'care' || auth.userId === row.candidate_id ? 'contact' : null;
  return furthestDisclosure([stageOf(row.snapshot), ...otherStages]);
}

/** GET /api/processes/{id}: the snapshot, both statuses, what the caller may send now, and the history. */
export function processView(row: ProcessRow, parts: ViewParts, auth: Auth, now: Date) {
  const { need } = parts;
  const snapshot = restore(row);
  const seen = disclosureOf(auth, row, parts.otherStages);
  return {
    id: row.id,
    version: row.version,
    machine_version: row.machine_version,
    state: statePathOf(snapshot.value),
    archived: isArchived(snapshot),
    snapshot: { value: snapshot.value, context: snapshot.context },
    candidate_status: candidateStatusOf(snapshot),
    company_status: companyStatusOf(snapshot),
    candidate_must_respond: candidateMustRespond(snapshot),
    turn: turnOf(snapshot),
    deadline: deadlineFor(auth.role, row),
    can: openEventsOf(snapshot, actorOf(auth), now, need.archived),
    need: {
      id: need.id,
      job_title: need.job_title,
      specialty: need.specialty,
      city: need.city,
      work_type: need.work_type,
      salary_min: need.salary_min,
      salary_max: need.salary_max,
      description: need.description,
      title: need.title,
      address: need.address,
      city_name: need.city_name,
      archived: need.archived,
      terms: need.terms,
      advertised: need.advertised,
    },
    candidate: {
      id: row.candidate_id,
      name: nameAt(seen ?? 'anonymous', parts.candidateName),
      disclosure: seen ?? 'anonymous',
      // The licence care verified for the need's job title, once the caller sees the profile.
      licence: seen && atLeast(seen, 'profile') ? parts.licence : null,
    },
    // The candidate deals with a person: the post's owner, named beside the company.
    company: { id: row.company_id, name: parts.companyName, contact: parts.post.ownerName },
    // Who else works on the post is the company's and care's to know; the candidate has her contact person above.
    post:
      auth.role === 'candidate'
        ? { owner_id: null, owner_name: parts.post.ownerName, members: [] }
        : {
            owner_id: parts.post.ownerId,
            owner_name: parts.post.ownerName,
            members: parts.post.members.map((m) => ({ id: m.user_id, name: m.full_name })),
          },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    history: parts.history.map((e) => historyItem(e, auth.role, parts.companyName)),
  };
}

export type ProcessView = Awaited<ReturnType<typeof processView>>;
