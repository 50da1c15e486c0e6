import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  AcceptedOfferWithdrawalReason,
  CandidateReason,
  CompanyCancelReason,
  CompanyReason,
  OfferEndReason,
  WithdrawalReason,
} from '../../../../machines/reasons';

// Spec §3's two refusal lists, and why a company closes a position, by the machine's slugs.

export const candidateReasonLabels: Record<CandidateReason, MessageDescriptor> = {
  'insufficient-salary': msg`Insufficient salary`,
  'inconvenient-employer-address': msg`Inconvenient employer address`,
  'not-interested-in-employer': msg`Not interested in the employer`,
  'inconvenient-schedule': msg`Inconvenient schedule`,
  'job-description-mismatch': msg`The job description does not match`,
  'already-employed': msg`Already employed`,
  other: msg`Other`,
};

export const companyReasonLabels: Record<CompanyReason, MessageDescriptor> = {
  'negative-references': msg`Negative references`,
  'inefficient-past-collaboration': msg`Inefficient past collaboration`,
  'insufficient-experience': msg`Insufficient experience`,
  'high-salary-requirements': msg`High salary requirements`,
  'schedule-mismatch': msg`Schedule mismatch`,
  'prefers-other-schedule': msg`Prefers another schedule`,
  other: msg`Other`,
};

export const withdrawalReasonLabels: Record<WithdrawalReason, MessageDescriptor> = {
  'position-filled': msg`The post was filled through our platform`,
  'filled-elsewhere': msg`The post was filled from another source`,
  'no-longer-needed': msg`The post is no longer needed`,
  other: msg`Other`,
};

export const acceptedOfferWithdrawalReasonLabels: Record<AcceptedOfferWithdrawalReason, MessageDescriptor> = {
  ...withdrawalReasonLabels,
  'contract-not-signed': msg`The candidate did not sign the contract`,
  'terms-not-agreed': msg`We could not agree the contract terms`,
};

/** The company cancelling an interview speaks of its own side, not of the candidate. */
export const companyCancelReasonLabels: Record<CompanyCancelReason, MessageDescriptor> = {
  'position-filled': msg`The position has been filled`,
  'no-longer-needed': withdrawalReasonLabels['no-longer-needed'],
  'hiring-paused': msg`Hiring for this position is on hold`,
  'interviewer-unavailable': msg`Nobody can hold the interview in the coming weeks`,
  other: msg`Other`,
};

/** Why Medilink customer care ended an offer before the candidate answered: words both sides read. */
export const offerEndReasonLabels: Record<OfferEndReason, MessageDescriptor> = {
  'sent-in-error': msg`The offer was sent by mistake`,
  'candidate-request': msg`The candidate asked customer care to close it`,
  'company-request': msg`The employer asked customer care to close it`,
  other: msg`Other`,
};
