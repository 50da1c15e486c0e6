import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CandidateStatus, CompanyStatus } from '../../../../machines/index';

// Human texts of both status vocabularies of spec §4 (the machine gives the ids, the screens show these).

export const candidateStatusLabels: Record<CandidateStatus, MessageDescriptor> = {
  Undefined: msg`Unknown`,
  New: msg`New offer`,
  // Interest in the offer, not the job: the candidate accepts the job only with the final offer.
  OfferAcceptedByCandidate: msg`Interested, call scheduled`,
  OfferRejectedByCandidate: msg`Offer rejected`,
  InterviewAcceptedByMedilink: msg`Recommended to the employer`,
  InterviewRejectedByMedilink: msg`Not recommended`,
  InterviewAcceptedByCompany: msg`Accepted by the employer`,
  InterviewRejectedByCompany: msg`Interview cancelled`,
  InterviewScheduled: msg`Interview scheduled`,
  InterviewRescheduled: msg`Interview rescheduling`,
  CandidatePositiveFeedback: msg`You want to continue`,
  CandidateNegativeFeedback: msg`Process abandoned`,
  FollowUpInterviewRequested: msg`New interview requested`,
  FinalOffer: msg`Final offer`,
  Hire: msg`Hired`,
  InterviewPassed: msg`Interview held`,
  CompanyInterviewPresent: msg`Interview confirmed by you`,
  CompanyInterviewMissed: msg`The employer missed the interview`,
  CandidateInterviewPresent: msg`Presence confirmed by the employer`,
  CandidateInterviewMissed: msg`Interview missed`,
  NotPresented: msg`Phone call missed`,
  Trial: msg`Trial day`,
  PresenceDisputed: msg`Presence being checked by customer care`,
  FinalOfferAccepted: msg`Offer accepted, contract to be signed`,
  AcceptedOfferWithdrawn: msg`Accepted offer withdrawn by the employer`,
  FinalOfferExpired: msg`Final offer expired`,
  AccountClosed: msg`Account closed`,
  OfferEndedByMedilink: msg`Offer closed by customer care`,
  OfferExpired: msg`Offer expired`,
};

/** What the status means for the candidate and what comes next: the line under the status on the process screen. */
const candidateStatusHints: Record<CandidateStatus, MessageDescriptor> = {
  Undefined: msg`This process has a status we cannot show.`,
  New: msg`An employer is interested in you. Tell us when we can call you, or refuse the offer, by the deadline shown below.`,
  OfferAcceptedByCandidate: msg`Medilink customer care will call you at the time you chose (about 10 minutes).`,
  OfferRejectedByCandidate: msg`You refused this offer. The process is archived.`,
  InterviewAcceptedByMedilink: msg`We recommended you to the employer. You will hear from us when they answer.`,
  InterviewRejectedByMedilink: msg`After the phone call we could not recommend you for this post.`,
  InterviewAcceptedByCompany: msg`The employer wants to meet you. Choose one of the proposed times or propose others.`,
  InterviewRejectedByCompany: msg`The employer cancelled or ended this process.`,
  InterviewScheduled: msg`Your interview is scheduled. You can add it to your calendar.`,
  InterviewRescheduled: msg`The interview is being rescheduled: a new time must be agreed.`,
  CandidatePositiveFeedback: msg`You told us you want to continue. The employer decides the next step.`,
  CandidateNegativeFeedback: msg`You stopped this process. It is archived.`,
  FollowUpInterviewRequested: msg`The employer invites you to another interview. Choose one of the proposed times.`,
  FinalOffer: msg`You received a final offer. Accept it or refuse it.`,
  Hire: msg`Congratulations, you got the job!`,
  InterviewPassed: msg`Tell us how the interview went: do you want to continue?`,
  CompanyInterviewPresent: msg`You confirmed the interview took place. We wait for the employer's confirmation.`,
  CompanyInterviewMissed: msg`You told us the employer did not hold the interview. Medilink customer care will contact them.`,
  CandidateInterviewPresent: msg`The employer confirmed you came. Did the interview take place?`,
  CandidateInterviewMissed: msg`The employer told us you did not come to the interview.`,
  NotPresented: msg`We could not reach you for the phone call.`,
  Trial: msg`The employer proposed a trial day.`,
  PresenceDisputed: msg`You and the employer told us different things about the interview. Medilink customer care will call you both to settle it; nobody is marked absent until then.`,
  FinalOfferAccepted: msg`You accepted the offer. The employer will confirm the hire once the contract is signed; until then you are not hired yet.`,
  AcceptedOfferWithdrawn: msg`The employer withdrew the offer you had accepted, before the contract. Medilink customer care will call you.`,
  FinalOfferExpired: msg`The final offer expired before you answered it.`,
  AccountClosed: msg`The employer closed its account, so this process has ended.`,
  OfferEndedByMedilink: msg`Medilink customer care closed this offer before you answered it.`,
  OfferExpired: msg`The offer expired: you did not answer in time. It is archived.`,
};

export const companyStatusLabels: Record<CompanyStatus, MessageDescriptor> = {
  new: msg`Waiting for the candidate`,
  'candidate accepted': msg`Interested, customer care screening`,
  validated: msg`Recommended by customer care: your answer`,
  'company accepted': msg`Accepted by you: propose times`,
  'interview proposed': msg`Interview proposed: the candidate chooses`,
  'interview scheduled': msg`Interview scheduled`,
  'interview rescheduled': msg`Interview rescheduled`,
  'reschedule proposed': msg`Reschedule proposed: the candidate chooses`,
  'company present': msg`Candidate confirmed the interview: your answer`,
  'company absent': msg`Candidate says the interview did not take place`,
  'candidate present': msg`Candidate came: the candidate answers`,
  'candidate absent': msg`Candidate did not come`,
  cancelled: msg`Cancelled`,
  'positive feedback': msg`Candidate wants to continue: your decision`,
  'negative feedback': msg`Candidate withdrew`,
  'follow-up requested': msg`Follow-up requested`,
  'final offer': msg`Final offer`,
  'final offer accepted': msg`Offer accepted: confirm the hire once signed`,
  hired: msg`Hired`,
  'final offer rejected': msg`Final offer refused by the candidate`,
  'candidate rejected': msg`Offer refused by the candidate`,
  'company rejected': msg`Candidate refused by you`,
  invalidated: msg`Not recommended by customer care`,
  'presence disputed': msg`Presence being checked by customer care`,
  'accepted offer withdrawn': msg`Accepted offer withdrawn`,
  'final offer expired': msg`Final offer expired`,
  'account closed': msg`The candidate closed the account`,
  'offer ended by Medilink': msg`Offer closed by customer care before the candidate answered`,
  'offer expired': msg`Offer expired unanswered`,
  'candidate proposed times': msg`Candidate proposed times: your choice`,
};

/** The statuses of an interview being arranged, whose times may be on either side of the table. */
const ARRANGING: ReadonlySet<CandidateStatus> = new Set(['InterviewAcceptedByCompany', 'InterviewRescheduled', 'FollowUpInterviewRequested']);

const waitingHints = {
  /** The employer accepted the candidate and has yet to send its times. */
  toPropose: msg`The employer wants to meet you and will propose interview times. We will tell you as soon as they do.`,
  /** The candidate's times are with the employer. */
  toChoose: msg`You proposed other interview times. The employer chooses one of them or proposes others; we will tell you.`,
};

/**
 * The line under the status, for whose turn it is: an interview being arranged asks the candidate to choose only
 * while the times are hers to answer. Without the process (a list's row) the status's own line.
 */
export function candidateStatusHint(status: CandidateStatus, process?: { state: string; turn: readonly string[] }): MessageDescriptor {
  if (process && ARRANGING.has(status) && !process.turn.includes('candidate')) {
    return process.state === 'companyAccepted' ? waitingHints.toPropose : waitingHints.toChoose;
  }
  return candidateStatusHints[status];
}

export function isCandidateStatus(value: string): value is CandidateStatus {
  return Object.hasOwn(candidateStatusLabels, value);
}

export function isCompanyStatus(value: string): value is CompanyStatus {
  return Object.hasOwn(companyStatusLabels, value);
}

/** A status colour by how the process stands for the candidate. */
export function candidateStatusColor(status: CandidateStatus): string {
  if (status === 'Hire' || status === 'FinalOfferAccepted') return 'teal';
  if (
    [
      'OfferRejectedByCandidate',
      'InterviewRejectedByMedilink',
      'InterviewRejectedByCompany',
      'CandidateNegativeFeedback',
      'CandidateInterviewMissed',
      'CompanyInterviewMissed',
      'NotPresented',
      'AcceptedOfferWithdrawn',
      'FinalOfferExpired',
      'OfferEndedByMedilink',
      'OfferExpired',
    ].includes(status)
  )
    return 'gray';
  if (
    [
      'New',
      'InterviewAcceptedByCompany',
      'InterviewRescheduled',
      'FollowUpInterviewRequested',
      'FinalOffer',
      'InterviewPassed',
      'CandidateInterviewPresent',
    ].includes(status)
  )
    return 'orange';
  return 'blue';
}
