import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CandidateStatus, CompanyStatus } from '../../../../machines/index';

// Human texts of both status vocabularies of spec §4 (the machine gives the ids, the screens show these).

export const candidateStatusLabels: Record<CandidateStatus, MessageDescriptor> = {
  Undefined: msg`Unknown`,
  New: msg`New offer`,
  OfferAcceptedByCandidate: msg`Offer accepted, call scheduled`,
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
  PresenceDisputed: msg`Presence being checked by Medilink`,
  FinalOfferAccepted: msg`Offer accepted, contract to be signed`,
  AcceptedOfferWithdrawn: msg`Accepted offer withdrawn by the employer`,
  FinalOfferExpired: msg`Final offer expired`,
  AccountClosed: msg`Account closed`,
  OfferEndedByMedilink: msg`Offer closed by Medilink`,
};

/** What the status means for the candidate and what comes next: the line under the status on the process screen. */
export const candidateStatusHints: Record<CandidateStatus, MessageDescriptor> = {
  Undefined: msg`This process has a status we cannot show.`,
  New: msg`An employer is interested in you. Tell us when we can call you, or refuse the offer, by the deadline shown below.`,
  OfferAcceptedByCandidate: msg`A Medilink consultant will call you at the time you chose (about 10 minutes).`,
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
  CompanyInterviewMissed: msg`You told us the employer did not hold the interview. A Medilink consultant will contact them.`,
  CandidateInterviewPresent: msg`The employer confirmed you came. Did the interview take place?`,
  CandidateInterviewMissed: msg`The employer told us you did not come to the interview.`,
  NotPresented: msg`We could not reach you for the phone call.`,
  Trial: msg`The employer proposed a trial day.`,
  PresenceDisputed: msg`You and the employer told us different things about the interview. A Medilink consultant will call you both to settle it; nobody is marked absent until then.`,
  FinalOfferAccepted: msg`You accepted the offer. The employer will confirm the hire once the contract is signed; until then you are not hired yet.`,
  AcceptedOfferWithdrawn: msg`The employer withdrew the offer you had accepted, before the contract. A Medilink consultant will call you.`,
  FinalOfferExpired: msg`The final offer expired before you answered it.`,
  AccountClosed: msg`The employer closed its account, so this process has ended.`,
  OfferEndedByMedilink: msg`Medilink customer care closed this offer before you answered it.`,
};

export const companyStatusLabels: Record<CompanyStatus, MessageDescriptor> = {
  new: msg`Waiting for the candidate`,
  'candidate accepted': msg`Interested, Medilink screening`,
  validated: msg`Recommended by Medilink: your answer`,
  'company accepted': msg`Accepted by you: propose times`,
  'interview proposed': msg`Interview proposed`,
  'interview scheduled': msg`Interview scheduled`,
  'interview rescheduled': msg`Interview rescheduled`,
  'reschedule proposed': msg`Reschedule proposed`,
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
  invalidated: msg`Not recommended by Medilink`,
  'presence disputed': msg`Presence being checked by Medilink`,
  'accepted offer withdrawn': msg`Accepted offer withdrawn`,
  'final offer expired': msg`Final offer expired`,
  'account closed': msg`The candidate closed the account`,
  'offer ended by Medilink': msg`Offer closed by Medilink before the candidate answered`,
};

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
