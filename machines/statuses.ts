/**
 * The two status vocabularies of spec §4 as pure functions of a snapshot. They accept anything with `value` and
 * `context` (a live snapshot, a persisted one read from the API), so the browser needs no actor to render them.
 */
import type { StateValue } from 'xstate';
import type { HiringContext } from './hiring-context.ts';
import { hiringMachine } from './hiring.machine.ts';
import { PERSON_ROLES, type Role } from './events.ts';

export const CANDIDATE_STATUSES = [
  'Undefined',
  'New',
  'OfferAcceptedByCandidate',
  'OfferRejectedByCandidate',
  'InterviewAcceptedByMedilink',
  'InterviewRejectedByMedilink',
  'InterviewAcceptedByCompany',
  'InterviewRejectedByCompany',
  'InterviewScheduled',
  'InterviewRescheduled',
  'CandidatePositiveFeedback',
  'CandidateNegativeFeedback',
  'FollowUpInterviewRequested',
  'FinalOffer',
  'Hire',
  'InterviewPassed',
  'CompanyInterviewPresent',
  'CompanyInterviewMissed',
  'CandidateInterviewPresent',
  'CandidateInterviewMissed',
  'NotPresented',
  'Trial',
  // Beyond spec §4's list: the two sides disagree about presence (care settles it), the final offer is accepted but
  // the contract not yet signed (not a hire yet), and an accepted offer the company withdrew.
  'PresenceDisputed',
  'FinalOfferAccepted',
  'AcceptedOfferWithdrawn',
  // The final offer's validity passed without an answer.
  'FinalOfferExpired',
  'AccountClosed',
  // Customer care ended the offer before the candidate answered it, with a reason both sides read.
  'OfferEndedByMedilink',
  // The offer's time to answer ran out without an answer (not the candidate's stopping the process).
  'OfferExpired',
] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export const COMPANY_STATUSES = [
  'new',
  'candidate accepted',
  'validated',
  'company accepted',
  'interview proposed',
  'interview scheduled',
  'interview rescheduled',
  'reschedule proposed',
  'company present',
  'company absent',
  'candidate present',
  'candidate absent',
  'cancelled',
  'positive feedback',
  'negative feedback',
  'follow-up requested',
  'final offer',
  'final offer accepted',
  'hired',
  'final offer rejected',
  'candidate rejected',
  'company rejected',
  'invalidated',
  // Beyond spec §4's list, as for the candidate's.
  'presence disputed',
  'accepted offer withdrawn',
  'final offer expired',
  'account closed',
  'offer ended by Medilink',
  'offer expired',
  // The interview times are on the company's side of the table: spec §4's 'interview proposed' (and its reschedule
  // and follow-up variants) read as the candidate's turn only.
  'candidate proposed times',
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Spec §4: these candidate statuses call for the candidate's answer (InterviewRescheduled "asks a response"). */
export const CANDIDATE_RESPONSE_STATUSES: ReadonlySet<CandidateStatus> = new Set([
  // A new offer (48 hours to answer), the presence to confirm and the feedback after the interview wait for
  // the candidate as much as spec §4's statuses do.
  'New',
  'CandidateInterviewPresent',
  'InterviewPassed',
  'InterviewAcceptedByMedilink',
  'InterviewAcceptedByCompany',
  'InterviewRescheduled',
  'FollowUpInterviewRequested',
  'FinalOffer',
]);

export interface SnapshotLike {
  value: StateValue;
  context: Pick<HiringContext, 'followUp' | 'rescheduled'> & Partial<HiringContext>;
}

/** 'offered', 'interview.scheduled', 'archived.hired', …: the path of the single active leaf. */
export function stagePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? [];
  return key === undefined ? '' : child === undefined ? key : `${key}.${stagePath(child)}`;
}

export function isArchived(snapshot: SnapshotLike): boolean {
  return stagePath(snapshot.value).startsWith('archived.');
}

export function candidateStatusOf(snapshot: SnapshotLike): CandidateStatus {
  const { followUp, rescheduled } = snapshot.context;
  switch (stagePath(snapshot.value)) {
    case 'offered':
      return 'New';
    case 'screening':
      return 'OfferAcceptedByCandidate';
    case 'validated':
      return 'InterviewAcceptedByMedilink';
    case 'companyAccepted':
      return 'InterviewAcceptedByCompany';
    case 'interview.candidateChoosing':
    case 'interview.companyChoosing':
      return rescheduled ? 'InterviewRescheduled' : followUp ? 'FollowUpInterviewRequested' : 'InterviewAcceptedByCompany';
    case 'interview.scheduled':
      return 'InterviewScheduled';
    case 'candidatePresent':
      return 'CandidateInterviewPresent';
    case 'companyPresent':
      return 'CompanyInterviewPresent';
    case 'presenceDisputed.candidateAbsence':
    case 'presenceDisputed.companyAbsence':
      return 'PresenceDisputed';
    case 'interviewPassed':
      return 'InterviewPassed';
    case 'positiveFeedback':
      return 'CandidatePositiveFeedback';
    case 'trial':
      return 'Trial';
    case 'finalOffer':
      return 'FinalOffer';
    case 'offerAccepted':
      return 'FinalOfferAccepted';
    case 'archived.hired':
      return 'Hire';
    case 'archived.acceptedOfferWithdrawn':
      return 'AcceptedOfferWithdrawn';
    case 'archived.finalOfferExpired':
      return 'FinalOfferExpired';
    case 'archived.accountClosed':
      return 'AccountClosed';
    case 'archived.offerEnded':
      return 'OfferEndedByMedilink';
    case 'archived.offerExpired':
      return 'OfferExpired';
    case 'archived.offerRejected':
    case 'archived.finalOfferRejected':
      return 'OfferRejectedByCandidate';
    case 'archived.invalidated':
      return 'InterviewRejectedByMedilink';
    case 'archived.notPresented':
      return 'NotPresented';
    case 'archived.companyRejected':
    case 'archived.cancelledByCompany':
    case 'archived.companyDeclined':
    case 'archived.withdrawn':
      return 'InterviewRejectedByCompany';
    case 'archived.cancelledByCandidate':
    case 'archived.candidateAbandoned':
      return 'CandidateNegativeFeedback';
    case 'archived.candidateAbsent':
      return 'CandidateInterviewMissed';
    case 'archived.companyAbsent':
      return 'CompanyInterviewMissed';
    default:
      return 'Undefined';
  }
}

/** The company's list status; null only for a value that is not a state of this machine. */
export function companyStatusOf(snapshot: SnapshotLike): CompanyStatus | null {
  const { followUp, rescheduled } = snapshot.context;
  switch (stagePath(snapshot.value)) {
    case 'offered':
      return 'new';
    case 'screening':
      return 'candidate accepted';
    case 'validated':
      return 'validated';
    case 'companyAccepted':
      return 'company accepted';
    case 'interview.candidateChoosing':
      return rescheduled ? 'reschedule proposed' : followUp ? 'follow-up requested' : 'interview proposed';
    case 'interview.companyChoosing':
      return 'candidate proposed times';
    case 'interview.scheduled':
      return rescheduled ? 'interview rescheduled' : 'interview scheduled';
    case 'candidatePresent':
    case 'interviewPassed':
      return 'candidate present';
    case 'companyPresent':
      return 'company present';
    case 'presenceDisputed.candidateAbsence':
    case 'presenceDisputed.companyAbsence':
      return 'presence disputed';
    case 'positiveFeedback':
      return 'positive feedback';
    case 'trial':
      return 'follow-up requested';
    case 'finalOffer':
      return 'final offer';
    case 'offerAccepted':
      return 'final offer accepted';
    case 'archived.hired':
      return 'hired';
    case 'archived.acceptedOfferWithdrawn':
      return 'accepted offer withdrawn';
    case 'archived.accountClosed':
      return 'account closed';
    case 'archived.offerEnded':
      return 'offer ended by Medilink';
    case 'archived.offerExpired':
      return 'offer expired';
    case 'archived.offerRejected':
      return 'candidate rejected';
    case 'archived.finalOfferRejected':
      return 'final offer rejected';
    case 'archived.finalOfferExpired':
      return 'final offer expired';
    case 'archived.invalidated':
    case 'archived.notPresented':
      return 'invalidated';
    case 'archived.companyRejected':
    case 'archived.companyDeclined':
      return 'company rejected';
    case 'archived.cancelledByCompany':
    case 'archived.cancelledByCandidate':
    case 'archived.withdrawn':
      return 'cancelled';
    case 'archived.candidateAbandoned':
      return 'negative feedback';
    case 'archived.candidateAbsent':
      return 'candidate absent';
    case 'archived.companyAbsent':
      return 'company absent';
    default:
      return null;
  }
}

/** Whose move the process waits for: the `turn:*` tags of the state (archived processes wait for care). */
export function turnOf(snapshot: SnapshotLike): Role[] {
  const resolved = hiringMachine.resolveState({ value: snapshot.value, context: snapshot.context as HiringContext });
  // The system acts at a deadline or an erasure, never in turn: a process waits only for a person.
  return PERSON_ROLES.filter((role) => resolved.hasTag(`turn:${role}`));
}

/**
 * Spec §4: the statuses that call for a candidate response, when the process is indeed waiting for the candidate
 * alone (e.g. InterviewAcceptedByCompany while the company still has to send its three options asks nothing yet).
 */
export function candidateMustRespond(snapshot: SnapshotLike): boolean {
  const turn = turnOf(snapshot);
  return CANDIDATE_RESPONSE_STATUSES.has(candidateStatusOf(snapshot)) && turn.length === 1 && turn[0] === 'candidate';
}
