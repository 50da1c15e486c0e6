/**
 * The test model of the hiring machine, shared by the machine-level and the API-level model-based suites:
 * the events to try in each state (valid payloads and invalid variants), the clock each one is sent at, the
 * statuses each state must show, and the coverage bookkeeping (states and transitions of the machine).
 */
import { advertisedTerms } from '../../src/server/workflow/advertised-terms.ts';
import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { createTestModel, getStateNodes } from 'xstate/graph';
import type { AnyTransitionDefinition, SnapshotFrom } from 'xstate';
import {
  EVENT_TYPES,
  hiringMachine,
  offerAnswerDeadline,
  roleOfEvent,
  stagePath,
  type CandidateStatus,
  type CompanyStatus,
  type HiringContext,
  type HiringEvent,
  type HiringEventType,
  type Role,
} from '../../machines/index.ts';
import { OFFER_TERMS } from '../support/final-offer-terms.ts';

export type HiringSnapshot = SnapshotFrom<typeof hiringMachine>;

export const PARTIES = { candidateId: 'candidate-1', companyId: 'company-1' } as const;
const CARE_ID = 'care-1';
const SYSTEM_ID = 'system';

/** Monday 2026-03-02 10:00 in Bucharest: the clock of the first round. */
export const T0 = '2026-03-02T08:00:00.000Z';

/** The machine's input: the model's parties, the offer made at T0. */
export const INPUT = { ...PARTIES, offeredAt: T0 } as const;
/** Tuesday 2026-03-10 10:00 in Bucharest: the clock of a follow-up round and of the decisions after it. */
export const T1 = '2026-03-10T08:00:00.000Z';

const COMPANY_OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const CANDIDATE_OPTIONS = ['2026-03-04T12:00:00.000Z', '2026-03-05T13:00:00.000Z', '2026-03-06T14:00:00.000Z'];
const FOLLOW_UP_OPTIONS = ['2026-03-12T08:00:00.000Z', '2026-03-13T09:00:00.000Z', '2026-03-16T10:00:00.000Z'];
const FOLLOW_UP_CANDIDATE_OPTIONS = ['2026-03-12T12:00:00.000Z', '2026-03-13T13:00:00.000Z', '2026-03-16T14:00:00.000Z'];

/** A final offer's extended validity: later than the default week of either round, before the start date (04-01). */
const EXTENDED_VALIDITY = '2026-03-27T08:00:00.000Z';

/**
 * `now` overrides the clock of the event type (an expiry is sent when the validity has passed). A refused variant is
 * refused for its sender (`role`), its payload, or, with `early`, its clock: a server event before its deadline.
 */
type Variant = { type: HiringEventType; payload: unknown; role?: Role; valid: boolean; now?: string; early?: true };

function clockOf(context: HiringContext): string {
  return context.followUp ? T1 : T0;
}

/** One hour after the interview began: presence may be told. */
function afterStart(context: HiringContext): string {
  return new Date(Date.parse(context.scheduledAt ?? T0) + 3_600_000).toISOString();
}

const oneDayAfter = (instant: string) => new Date(Date.parse(instant) + 24 * 3_600_000).toISOString();

function optionsFor(type: HiringEventType, context: HiringContext, by: 'company' | 'candidate'): string[] {
  if (context.followUp || type === 'company.requestFollowUp') return by === 'company' ? FOLLOW_UP_OPTIONS : FOLLOW_UP_CANDIDATE_OPTIONS;
  return by === 'company' ? COMPANY_OPTIONS : CANDIDATE_OPTIONS;
}

const office = { type: 'office', address: 'Str. Victoriei 10, Cluj-Napoca', contactPerson: 'Ana Pop' };

/** The terms of the final offer on the table, as a correction would send them unchanged. */
function termsHeld(context: HiringContext) {
  const {
    validUntil: _validity,
    revision: _revision,
    advertised: _advertised,
    ...terms
  } = context.finalOffer ?? { salary: 9000, validUntil: '', revision: 1 };
  return terms;
}

/** The payloads tried for each event type in a given context. Invalid ones must change nothing. */
function variantsOf(type: HiringEventType, context: HiringContext): Variant[] {
  const companyOptions = optionsFor(type, context, 'company');
  const candidateOptions = optionsFor(type, context, 'candidate');
  switch (type) {
    case 'candidate.acceptOffer':
      return [
        { type, payload: { callSlot: '2026-03-03T09:00:00.000Z' }, valid: true },
        { type, payload: { callSlot: '2026-03-03T20:00:00.000Z' }, valid: false }, // 22:00 in Bucharest
        { type, payload: { callSlot: '2026-03-03T09:00:00.000Z' }, role: 'company', valid: false },
      ];
    case 'candidate.acceptFinalOffer': {
      // An answer names the version of the terms it is to: one the company has since corrected is refused.
      const revision = context.finalOffer?.revision ?? 1;
      return [
        { type, payload: { revision }, valid: true },
        { type, payload: { revision: revision + 1 }, valid: false },
      ];
    }
    case 'candidate.rejectFinalOffer': {
      const revision = context.finalOffer?.revision ?? 1;
      return [
        { type, payload: { reason: 'inconvenient-schedule', revision }, valid: true },
        { type, payload: { reason: 'inconvenient-schedule', revision: revision + 1 }, valid: false },
        { type, payload: { reason: 'other', revision }, valid: false },
      ];
    }
    case 'candidate.replyToRefusal':
      // One reply (a finite graph): once given, the state refuses any other (409, the machine's own suite), so the
      // model then tries only the company sending one (403); an empty list would make the model invent an event.
      return context.closing?.reply === undefined
        ? [
            { type, payload: { text: 'The references are from a clinic where I never worked' }, valid: true },
            { type, payload: { text: '   ' }, valid: false },
          ]
        : [{ type, payload: { text: 'Once more' }, role: 'company', valid: false }];
    case 'candidate.rejectOffer':
    case 'candidate.cancelInterview':
      return [
        { type, payload: { reason: 'inconvenient-schedule' }, valid: true },
        { type, payload: { reason: 'other' }, valid: false },
      ];
    case 'company.rejectCandidate':
    case 'company.decline':
      return [
        { type, payload: { reason: 'other', text: 'Position filled internally' }, valid: true },
        { type, payload: { reason: 'not-a-reason' }, valid: false },
      ];
    case 'company.cancelInterview':
      // Its own reasons: a reason about the candidate (a refusal's) is not one.
      return [
        { type, payload: { reason: 'other', text: 'Position filled internally' }, valid: true },
        { type, payload: { reason: 'insufficient-experience' }, valid: false },
      ];
    case 'company.withdrawAcceptedOffer':
      return [
        { type, payload: { reason: 'contract-not-signed' }, valid: true },
        { type, payload: { reason: 'schedule-mismatch' }, valid: false },
      ];
    case 'care.settlePresence':
      return [
        { type, payload: { held: true, note: 'Both sides confirmed by phone' }, valid: true },
        { type, payload: { held: false, note: 'The interview did not take place' }, valid: true },
        { type, payload: { held: false }, valid: false },
      ];
    case 'company.withdraw':
      return [
        { type, payload: { reason: 'position-filled' }, valid: true },
        { type, payload: { reason: 'other' }, valid: false },
      ];
    case 'company.requestFollowUp':
      // The follow-up options are fixed dates (a finite graph), so the model asks for one follow-up round only.
      return [
        ...(context.followUp ? [] : [{ type, payload: { interview: office, options: companyOptions }, valid: true }]),
        { type, payload: { interview: office, options: companyOptions.slice(0, 2) }, valid: false },
      ];
    case 'company.proposeInterview':
      return [
        { type, payload: { interview: office, options: companyOptions }, valid: true },
        { type, payload: { interview: office, options: companyOptions.slice(0, 2) }, valid: false },
        // 2026-04-10 is Orthodox Good Friday; 2026-03-07 is a Saturday (working days only, docs/workflow.md).
        { type, payload: { interview: office, options: [companyOptions[0], companyOptions[1], '2026-04-10T08:00:00.000Z'] }, valid: false },
        { type, payload: { interview: office, options: [companyOptions[0], companyOptions[1], '2026-03-07T08:00:00.000Z'] }, valid: false },
      ];
    case 'company.proposeOptions':
    case 'company.requestReschedule':
      return [
        { type, payload: { options: companyOptions }, valid: true },
        { type, payload: { options: [companyOptions[0], companyOptions[0], companyOptions[1]] }, valid: false },
      ];
    case 'candidate.proposeOptions':
    case 'candidate.requestReschedule':
      return [
        { type, payload: { options: candidateOptions }, valid: true },
        { type, payload: { options: ['2026-03-02T12:00:00.000Z', candidateOptions[1], candidateOptions[2]] }, valid: false }, // < 24 h
      ];
    case 'candidate.pickOption':
    case 'company.pickOption':
      return [
        { type, payload: { option: context.options[1] ?? companyOptions[1] }, valid: true },
        { type, payload: { option: '2026-03-20T08:00:00.000Z' }, valid: false },
      ];
    case 'company.reportPresence':
    case 'candidate.reportPresence':
      return [
        { type, payload: { present: true }, valid: true },
        { type, payload: { present: false }, valid: true },
        { type, payload: { present: 'yes' }, valid: false },
      ];
    case 'candidate.giveFeedback':
      return [
        { type, payload: { interested: true }, valid: true },
        { type, payload: { interested: false, comment: 'Not for me' }, valid: true },
      ];
    case 'company.sendFinalOffer':
      return [
        {
          type,
          payload: { ...OFFER_TERMS, salary: 9000, startDate: '2026-04-01', benefits: 'Meal tickets' },
          valid: true,
        },
        { type, payload: { ...OFFER_TERMS, salary: 0, startDate: '2026-04-01', contract: 'determined' }, valid: false },
        // Valid for one day only: the candidate must have at least 48 hours.
        {
          type,
          payload: {
            ...OFFER_TERMS,
            salary: 9000,
            startDate: '2026-04-01',
            validUntil: oneDayAfter(afterStart(context)),
          },
          valid: false,
        },
      ];
    case 'company.reviseFinalOffer':
      // Corrected once (a finite graph): the salary raised, the rest as sent; the same terms again are no correction.
      return [
        {
          type,
          payload: { ...OFFER_TERMS, salary: 9500, startDate: '2026-04-01', benefits: 'Meal tickets' },
          valid: context.finalOffer?.salary !== 9500,
        },
        { type, payload: termsHeld(context), valid: false },
        { type, payload: { ...OFFER_TERMS, salary: -100, startDate: '2026-04-01' }, valid: false },
      ];
    case 'company.extendFinalOffer': {
      // Extended once (a finite graph): once it holds EXTENDED_VALIDITY, the same date is no longer later.
      const until = context.finalOffer?.validUntil;
      return [
        { type, payload: { validUntil: EXTENDED_VALIDITY }, valid: !until || until < EXTENDED_VALIDITY },
        { type, payload: { validUntil: '2026-04-02T08:00:00.000Z' }, valid: false }, // past the start date
      ];
    }
    case 'system.expireFinalOffer':
      // The expiry job's event, at the moment the validity ends; care sending it is refused.
      return [
        { type, payload: {}, valid: true, now: context.finalOffer?.validUntil ?? T1 },
        { type, payload: {}, role: 'care', valid: false, now: context.finalOffer?.validUntil ?? T1 },
      ];
    case 'system.expireOffer': {
      // The expiry job's event, at the end of the time to answer and not a millisecond before; care sending it is refused.
      const deadline = offerAnswerDeadline(new Date(context.offeredAt));
      return [
        { type, payload: {}, valid: true, now: deadline.toISOString() },
        { type, payload: {}, valid: false, early: true, now: new Date(deadline.getTime() - 1).toISOString() },
        { type, payload: {}, role: 'care', valid: false, now: deadline.toISOString() },
      ];
    }
    case 'care.endOffer':
      return [
        { type, payload: { reason: 'company-request', note: 'The clinic called: the post is on hold' }, valid: true },
        { type, payload: { reason: 'other' }, valid: false },
      ];
    case 'company.proposeTrial':
      return [
        { type, payload: { date: '2026-03-18' }, valid: true },
        { type, payload: { date: '2026-04-13' }, valid: false }, // Orthodox Easter Monday
        { type, payload: { date: '2026-03-21' }, valid: false }, // a Saturday
      ];
    // The model's process is for a regulated job title with a valid licence on file but no document (MODEL_LICENCE):
    // care must say how it checked it, by the register with the register's reference.
    case 'care.validate':
      return [
        { type, payload: { note: 'Licence seen', licence: { method: 'register', reference: 'CMR 2026/118' } }, valid: true },
        { type, payload: {}, valid: false },
        { type, payload: { licence: { method: 'register' } }, valid: false },
        { type, payload: { licence: { method: 'document' } }, valid: false },
      ];
    case 'system.closeAccount':
      return [
        { type, payload: { reason: 'candidate-account-closed' }, valid: true },
        { type, payload: { reason: 'position-filled' }, valid: false },
        { type, payload: { reason: 'candidate-account-closed' }, role: 'care', valid: false },
      ];
    case 'care.unarchive':
      // A process ended by an erased account has no stage to return to (resumeAt is cleared): nothing reopens it.
      return [...(context.resumeAt ? [{ type, payload: {}, valid: true }] : []), { type, payload: {}, role: 'candidate', valid: false }];
    default:
      return [{ type, payload: {}, valid: true }];
  }
}

/** Events sent once the interview of the round has taken place: their clock is an hour after its start. */
const AFTER_INTERVIEW: ReadonlySet<HiringEventType> = new Set([
  'company.reportPresence',
  'candidate.reportPresence',
  'candidate.giveFeedback',
  'company.sendFinalOffer',
  'company.reviseFinalOffer',
  'company.extendFinalOffer',
  'company.requestFollowUp',
  'company.proposeTrial',
  'company.decline',
  'candidate.acceptFinalOffer',
  'candidate.rejectFinalOffer',
  'company.confirmHire',
  'company.withdrawAcceptedOffer',
  'care.settlePresence',
  // Answering a refusal comes after it, whichever round it ended.
  'candidate.replyToRefusal',
]);

/**
 * What the engine tells the machine of the candidate's licence with care.validate: the suites' process is for a
 * regulated job title and the candidate has a licence for it (tests/support/licences.ts gives it in the API suite).
 */
export const MODEL_LICENCE = { body: 'CMR', expiresOn: '2099-12-31', hasDocument: false } as const;

/**
 * What the engine tells the machine of the post with a final offer: the terms it advertised. The suites' post is a
 * day post of the default terms with a 7 000–9 000 lei range (insertPost, tests/support/processes.ts).
 */
export const MODEL_ADVERTISED = advertisedTerms({
  ...DAY_POST_TERMS,
  hours_per_week: null,
  garda_pay: null,
  start_date: null,
  contract_months: null,
  salary_min: 7000,
  salary_max: 9000,
});

/** The model's party of a role (the ids its machine context holds). */
export function actorFor(role: Role) {
  const ids: Record<Role, string> = { candidate: PARTIES.candidateId, company: PARTIES.companyId, care: CARE_ID, system: SYSTEM_ID };
  return { role, id: ids[role] };
}

/**
 * A model event: a machine event plus whether the model expects the machine to accept it, and for a refused server
 * event sent before its deadline, `early` (the machine's clock guard refuses it: the API answers 409, not 400).
 */
export type ModelEvent = HiringEvent & { expect: 'accept' | 'reject'; early?: true };

/** Every variant of every event type; the test model keeps those the state accepts. */
export function eventsFor(snapshot: HiringSnapshot): ModelEvent[] {
  const context = snapshot.context;
  return EVENT_TYPES.flatMap((type) =>
    variantsOf(type, context).map((variant) => {
      const role = variant.role ?? roleOfEvent(type);
      const now = variant.now ?? (AFTER_INTERVIEW.has(type) ? afterStart(context) : clockOf(context));
      const onFile =
        type === 'care.validate'
          ? { licence: MODEL_LICENCE }
          : type === 'company.sendFinalOffer' || type === 'company.reviseFinalOffer'
            ? { advertised: MODEL_ADVERTISED }
            : {};
      const early = variant.early ? { early: true } : {};
      return {
        type,
        payload: variant.payload,
        actor: actorFor(role),
        now,
        ...onFile,
        ...early,
        expect: variant.valid ? 'accept' : 'reject',
      } as ModelEvent;
    }),
  );
}

/** The test model; `validOnly` leaves the refused variants out of the graph (a suite then tries them in place). */
export function createHiringModel(options: { validOnly?: boolean } = {}) {
  return createTestModel(hiringMachine, {
    input: INPUT,
    events: (snapshot) => eventsFor(snapshot as HiringSnapshot),
    // Filtered after the events are listed: createTestModel would otherwise invent a bare event for the type.
    filterEvents: (_snapshot, event) => !options.validOnly || (event as ModelEvent).expect === 'accept',
  });
}

/** The machine event behind a model event (what a client would send, with actor and clock). */
export function toMachineEvent(event: ModelEvent): HiringEvent {
  const { expect: _expect, early: _early, ...machineEvent } = event;
  return machineEvent as HiringEvent;
}

/**
 * What each side must see in each state: written by hand from spec §4 and the issue, independently of
 * machines/statuses.ts. Keys are state paths; the meta-test fails when a machine state has no row.
 */
export const EXPECTED: Record<string, (c: HiringContext) => { candidate: CandidateStatus; company: CompanyStatus; mustRespond: boolean }> = {
  offered: () => ({ candidate: 'New', company: 'new', mustRespond: true }),
  screening: () => ({ candidate: 'OfferAcceptedByCandidate', company: 'candidate accepted', mustRespond: false }),
  validated: () => ({ candidate: 'InterviewAcceptedByMedilink', company: 'validated', mustRespond: false }),
  companyAccepted: () => ({ candidate: 'InterviewAcceptedByCompany', company: 'company accepted', mustRespond: false }),
  'interview.candidateChoosing': (c) =>
    c.rescheduled
      ? { candidate: 'InterviewRescheduled', company: 'reschedule proposed', mustRespond: true }
      : c.followUp
        ? { candidate: 'FollowUpInterviewRequested', company: 'follow-up requested', mustRespond: true }
        : { candidate: 'InterviewAcceptedByCompany', company: 'interview proposed', mustRespond: true },
  // The times are the candidate's: the company's list says it is the company's turn, whatever the round.
  'interview.companyChoosing': (c) =>
    c.rescheduled
      ? { candidate: 'InterviewRescheduled', company: 'candidate proposed times', mustRespond: false }
      : c.followUp
        ? { candidate: 'FollowUpInterviewRequested', company: 'candidate proposed times', mustRespond: false }
        : { candidate: 'InterviewAcceptedByCompany', company: 'candidate proposed times', mustRespond: false },
  'interview.scheduled': (c) => ({
    candidate: 'InterviewScheduled',
    company: c.rescheduled ? 'interview rescheduled' : 'interview scheduled',
    mustRespond: false,
  }),
  candidatePresent: () => ({ candidate: 'CandidateInterviewPresent', company: 'candidate present', mustRespond: true }),
  companyPresent: () => ({ candidate: 'CompanyInterviewPresent', company: 'company present', mustRespond: false }),
  'presenceDisputed.candidateAbsence': () => ({ candidate: 'PresenceDisputed', company: 'presence disputed', mustRespond: false }),
  'presenceDisputed.companyAbsence': () => ({ candidate: 'PresenceDisputed', company: 'presence disputed', mustRespond: false }),
  interviewPassed: () => ({ candidate: 'InterviewPassed', company: 'candidate present', mustRespond: true }),
  positiveFeedback: () => ({ candidate: 'CandidatePositiveFeedback', company: 'positive feedback', mustRespond: false }),
  trial: () => ({ candidate: 'Trial', company: 'follow-up requested', mustRespond: false }),
  finalOffer: () => ({ candidate: 'FinalOffer', company: 'final offer', mustRespond: true }),
  offerAccepted: () => ({ candidate: 'FinalOfferAccepted', company: 'final offer accepted', mustRespond: false }),
  'archived.offerRejected': () => ({ candidate: 'OfferRejectedByCandidate', company: 'candidate rejected', mustRespond: false }),
  'archived.invalidated': () => ({ candidate: 'InterviewRejectedByMedilink', company: 'invalidated', mustRespond: false }),
  'archived.notPresented': () => ({ candidate: 'NotPresented', company: 'invalidated', mustRespond: false }),
  'archived.companyRejected': () => ({ candidate: 'InterviewRejectedByCompany', company: 'company rejected', mustRespond: false }),
  'archived.cancelledByCompany': () => ({ candidate: 'InterviewRejectedByCompany', company: 'cancelled', mustRespond: false }),
  'archived.cancelledByCandidate': () => ({ candidate: 'CandidateNegativeFeedback', company: 'cancelled', mustRespond: false }),
  'archived.candidateAbsent': () => ({ candidate: 'CandidateInterviewMissed', company: 'candidate absent', mustRespond: false }),
  'archived.companyAbsent': () => ({ candidate: 'CompanyInterviewMissed', company: 'company absent', mustRespond: false }),
  'archived.candidateAbandoned': () => ({ candidate: 'CandidateNegativeFeedback', company: 'negative feedback', mustRespond: false }),
  // The offer's time to answer ran out: not the candidate's choice, and said as such to both sides.
  'archived.offerExpired': () => ({ candidate: 'OfferExpired', company: 'offer expired', mustRespond: false }),
  'archived.companyDeclined': () => ({ candidate: 'InterviewRejectedByCompany', company: 'company rejected', mustRespond: false }),
  'archived.finalOfferRejected': () => ({ candidate: 'OfferRejectedByCandidate', company: 'final offer rejected', mustRespond: false }),
  'archived.finalOfferExpired': () => ({ candidate: 'FinalOfferExpired', company: 'final offer expired', mustRespond: false }),
  'archived.offerEnded': () => ({ candidate: 'OfferEndedByMedilink', company: 'offer ended by Medilink', mustRespond: false }),
  'archived.withdrawn': () => ({ candidate: 'InterviewRejectedByCompany', company: 'cancelled', mustRespond: false }),
  'archived.acceptedOfferWithdrawn': () => ({ candidate: 'AcceptedOfferWithdrawn', company: 'accepted offer withdrawn', mustRespond: false }),
  'archived.accountClosed': () => ({ candidate: 'AccountClosed', company: 'account closed', mustRespond: false }),
  'archived.hired': () => ({ candidate: 'Hire', company: 'hired', mustRespond: false }),
};

export function expectedFor(snapshot: { value: HiringSnapshot['value']; context: HiringContext }) {
  const row = EXPECTED[stagePath(snapshot.value)];
  if (!row) throw new Error(`No status expectation for state ${stagePath(snapshot.value)}`);
  return row(snapshot.context);
}

/** The leaf states of the machine, as state paths ('interview.scheduled'). */
export function leafStatePaths(): string[] {
  return getStateNodes(hiringMachine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

/** Every transition of the machine, with a stable id (`source:event:index`). */
export function allTransitions(): Map<AnyTransitionDefinition, string> {
  const ids = new Map<AnyTransitionDefinition, string>();
  for (const node of [hiringMachine.root, ...getStateNodes(hiringMachine.root)]) {
    for (const [eventType, transitions] of node.transitions) {
      transitions.forEach((t, i) => ids.set(t, `${node.path.join('.') || '(root)'}:${eventType}:${i}`));
    }
  }
  return ids;
}

/** Tracks which states and transitions a suite has driven through its system under test. */
export class Coverage {
  private readonly transitionIds = allTransitions();
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  visitState(snapshot: { value: HiringSnapshot['value'] }) {
    this.states.add(stagePath(snapshot.value));
  }

  /** Records the transition the machine takes for `event` from `snapshot` (none when it is refused). */
  visitTransition(snapshot: HiringSnapshot, event: HiringEvent) {
    for (const t of hiringMachine.getTransitionData(snapshot, event) ?? []) {
      const id = this.transitionIds.get(t);
      if (id) this.transitions.add(id);
    }
  }

  report(suite: string) {
    const states = leafStatePaths();
    const transitions = [...this.transitionIds.values()];
    return {
      suite,
      machine: 'hiring',
      states: { covered: states.filter((s) => this.states.has(s)).length, total: states.length },
      transitions: { covered: transitions.filter((t) => this.transitions.has(t)).length, total: transitions.length },
      uncoveredStates: states.filter((s) => !this.states.has(s)),
      uncoveredTransitions: transitions.filter((t) => !this.transitions.has(t)),
      coveredStates: states.filter((s) => this.states.has(s)),
      coveredTransitions: transitions.filter((t) => this.transitions.has(t)),
    };
  }
}

/**
 * A few paths that still drive every step (state reached by event) of `paths`: greedy set cover, longest gain
 * first. The API suite uses it to cover the same graph with far fewer HTTP round trips.
 */
export function coveringPaths<P extends { steps: Array<{ state: { value: unknown; context: unknown }; event: { type: string } }> }>(paths: P[]): P[] {
  const keysOf = (p: P) => new Set(p.steps.map((s) => JSON.stringify([s.state.value, s.state.context, s.event])));
  const remaining = paths.map((p) => ({ p, keys: keysOf(p) }));
  const covered = new Set<string>();
  const chosen: P[] = [];
  for (;;) {
    let best: (typeof remaining)[number] | undefined;
    let bestGain = 0;
    for (const r of remaining) {
      let gain = 0;
      for (const k of r.keys) if (!covered.has(k)) gain++;
      if (gain > bestGain) [best, bestGain] = [r, gain];
    }
    if (!best) return chosen;
    chosen.push(best.p);
    for (const k of best.keys) covered.add(k);
  }
}
