import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Care's words for the hiring machine's state ids (persisted, stable) and for its own follow-ups and funnel.

export const stateLabels: Record<string, MessageDescriptor> = {
  offered: msg`Offer sent`,
  screening: msg`Phone screen`,
  validated: msg`Validated by customer care`,
  companyAccepted: msg`Accepted by the company`,
  'interview.candidateChoosing': msg`Interview: candidate choosing`,
  'interview.companyChoosing': msg`Interview: company choosing`,
  'interview.scheduled': msg`Interview scheduled`,
  candidatePresent: msg`Candidate reported present`,
  companyPresent: msg`Company reported present`,
  'presenceDisputed.candidateAbsence': msg`Presence disputed: the company says the candidate did not come`,
  'presenceDisputed.companyAbsence': msg`Presence disputed: the candidate says the company did not hold it`,
  interviewPassed: msg`Interview held`,
  positiveFeedback: msg`Candidate wants to continue`,
  trial: msg`Trial day`,
  finalOffer: msg`Final offer`,
  offerAccepted: msg`Final offer accepted, contract to be signed`,
  'archived.offerRejected': msg`Offer rejected by the candidate`,
  'archived.invalidated': msg`Invalidated by customer care`,
  'archived.notPresented': msg`Missed the phone screen`,
  'archived.companyRejected': msg`Rejected by the company`,
  'archived.cancelledByCompany': msg`Cancelled by the company`,
  'archived.cancelledByCandidate': msg`Cancelled by the candidate`,
  'archived.candidateAbsent': msg`Candidate absent`,
  'archived.companyAbsent': msg`Company absent`,
  'archived.candidateAbandoned': msg`Abandoned by the candidate`,
  'archived.offerExpired': msg`Offer expired unanswered`,
  'archived.companyDeclined': msg`Declined by the company`,
  'archived.finalOfferRejected': msg`Final offer rejected`,
  'archived.finalOfferExpired': msg`Final offer expired unanswered`,
  'archived.offerEnded': msg`Offer ended by customer care`,
  'archived.withdrawn': msg`Offer withdrawn by the company`,
  'archived.acceptedOfferWithdrawn': msg`Accepted offer withdrawn by the company`,
  'archived.accountClosed': msg`Account closed (erasure)`,
  'archived.hired': msg`Hired`,
};

export const followUpLabels: Record<string, MessageDescriptor> = {
  candidateNoShow: msg`Candidate no-show`,
  companyNoShow: msg`Company no-show`,
  finalOfferRejected: msg`Final offer rejected`,
  proposalUnanswered: msg`Interview proposal unanswered for 48 h`,
  presenceDisputed: msg`Presence disputed: call both sides`,
  acceptedOfferWithdrawn: msg`Accepted offer withdrawn`,
  reopenRequested: msg`Asked to reopen`,
  licenceExpired: msg`Licence to practise expires today: call the candidate`,
  refusalReplied: msg`The candidate answered the company's refusal`,
};

/** A candidate's job search status (the profile's own words). */
export const jobSearchLabels: Record<string, MessageDescriptor> = {
  ready: msg`Ready to start a new job`,
  interviewing: msg`Already interviewing, open to offers`,
  not_ready: msg`Not ready yet, just looking`,
};

export const funnelStageLabels: Record<string, MessageDescriptor> = {
  offers: msg`Offers`,
  interested: msg`Interested`,
  validated: msg`Validated`,
  accepted: msg`Accepted by the company`,
  interviewed: msg`Interviewed`,
  finalOffer: msg`Final offer`,
  hired: msg`Hired`,
};

/** A label for a state id, or the id itself for a state a newer machine may add. */
export function labelOf(labels: Record<string, MessageDescriptor>, id: string, translate: (d: MessageDescriptor) => string): string {
  const d = labels[id];
  return d ? translate(d) : id;
}
