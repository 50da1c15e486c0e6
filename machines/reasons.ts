/**
 * Refusal reasons of spec §3 as stable slugs (stored in events and snapshots; labels live in the Lingui catalogs
 * and in src/server/db/seed-data/refusal-reasons.json under the same slugs). 'other' always needs a free text.
 */

export const COMPANY_REASONS = [
  'negative-references',
  'inefficient-past-collaboration',
  'insufficient-experience',
  'high-salary-requirements',
  'schedule-mismatch',
  'prefers-other-schedule',
  'other',
] as const;

export const CANDIDATE_REASONS = [
  'insufficient-salary',
  'inconvenient-employer-address',
  'not-interested-in-employer',
  'inconvenient-schedule',
  'job-description-mismatch',
  'already-employed',
  'other',
] as const;

/**
 * Why a company cancels an interview it agreed to: about its own side (the post, its people), never about the candidate
 * (a refusal of the candidate is 'company.rejectCandidate' or 'company.decline', with COMPANY_REASONS).
 */
export const COMPANY_CANCEL_REASONS = ['position-filled', 'no-longer-needed', 'hiring-paused', 'interviewer-unavailable', 'other'] as const;

/** Why a company closes a position (archiving the need, or withdrawing it from one candidate). */
export const WITHDRAWAL_REASONS = ['position-filled', 'filled-elsewhere', 'no-longer-needed', 'other'] as const;

/**
 * Why a company withdraws an offer the candidate has already accepted (before the contract is signed): the reasons of
 * closing a position plus those that arise only between acceptance and signature.
 */
export const ACCEPTED_OFFER_WITHDRAWAL_REASONS = [
  'position-filled',
  'filled-elsewhere',
  'no-longer-needed',
  'contract-not-signed',
  'terms-not-agreed',
  'other',
] as const;

/**
 * Why customer care ends an offer before the candidate answered it (care.endOffer). Both sides read it, so each says
 * what happened without blaming a side that did nothing: not "expired" (the server's expiry says that), not "the
 * candidate gave up".
 */
export const OFFER_END_REASONS = ['sent-in-error', 'candidate-request', 'company-request', 'other'] as const;

/** Which side closed its account (erasure): the process ends with it as the reason. */
export const ACCOUNT_CLOSED_REASONS = ['candidate-account-closed', 'company-account-closed'] as const;

export type CompanyReason = (typeof COMPANY_REASONS)[number];
export type CandidateReason = (typeof CANDIDATE_REASONS)[number];
export type CompanyCancelReason = (typeof COMPANY_CANCEL_REASONS)[number];
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];
export type AcceptedOfferWithdrawalReason = (typeof ACCEPTED_OFFER_WITHDRAWAL_REASONS)[number];
export type OfferEndReason = (typeof OFFER_END_REASONS)[number];
