import { stagePath, type CandidateStatus, type CompanyStatus, type HiringContext } from '../../machines/index.ts';
import type { HiringSnapshot } from './hiring-model.ts';

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
