import type { MessageDescriptor } from '@lingui/core';
import type { ErrorCode, HiringEventType } from '../../../machines/index.ts';

// Workflow messages as explicit-id descriptors (extracted into the server catalog by `lingui extract`).
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const workflowErrors = define({
  roleMismatch: /*i18n*/ { id: 'workflow.error.role_mismatch', message: 'Only the {role} can perform this action' },
  notAllowedNow: /*i18n*/ {
    id: 'workflow.error.not_allowed_now',
    message: 'This action ({event}) is not possible at the current stage of the process ({state})',
  },
  archived: /*i18n*/ {
    id: 'workflow.error.archived',
    message: 'This process is archived and read-only. Unarchiving goes through customer care.',
  },
  beforeStart: /*i18n*/ {
    id: 'workflow.error.before_start',
    message: 'Presence can be reported only after the interview has started',
  },
  afterStart: /*i18n*/ {
    id: 'workflow.error.after_start',
    message: 'The interview has already started: it can no longer be rescheduled or cancelled',
  },
  versionConflict: /*i18n*/ {
    id: 'workflow.error.version_conflict',
    message: 'The process has changed in the meantime. Reload it and try again.',
  },
  idempotencyReuse: /*i18n*/ {
    id: 'workflow.error.idempotency_reuse',
    message: 'This Idempotency-Key was already used for a different request',
  },
  unknownEvent: /*i18n*/ { id: 'workflow.error.unknown_event', message: 'Unknown action' },
  duplicateProcess: /*i18n*/ {
    id: 'workflow.error.duplicate_process',
    message: 'This candidate already has a process for this need',
  },
});

export const roleNames = define({
  candidate: /*i18n*/ { id: 'workflow.role.candidate', message: 'candidate' },
  company: /*i18n*/ { id: 'workflow.role.company', message: 'company' },
  care: /*i18n*/ { id: 'workflow.role.care', message: 'customer care' },
});

/** One message per payload error code of machines/events.ts. */
export const fieldErrors: Record<ErrorCode, MessageDescriptor> = define({
  required: /*i18n*/ { id: 'workflow.field.required', message: 'This field is required' },
  invalid: /*i18n*/ { id: 'workflow.field.invalid', message: 'The value is not valid' },
  invalidInstant: /*i18n*/ { id: 'workflow.field.invalid_instant', message: 'Please enter a valid date and time' },
  invalidDate: /*i18n*/ { id: 'workflow.field.invalid_date', message: 'Please enter a valid date' },
  invalidReason: /*i18n*/ { id: 'workflow.field.invalid_reason', message: 'Please choose one of the listed reasons' },
  reasonTextRequired: /*i18n*/ { id: 'workflow.field.reason_text_required', message: 'Please describe the reason' },
  tooLong: /*i18n*/ { id: 'workflow.field.too_long', message: 'The text is too long' },
  phoneInvalid: /*i18n*/ { id: 'workflow.field.phone_invalid', message: 'The phone number is invalid' },
  urlInvalid: /*i18n*/ { id: 'workflow.field.url_invalid', message: 'Please enter a valid https:// link' },
  optionsCount: /*i18n*/ { id: 'workflow.field.options_count', message: 'Propose exactly 3 dates and times' },
  optionsNotDistinct: /*i18n*/ { id: 'workflow.field.options_not_distinct', message: 'The 3 proposed dates and times must be different' },
  tooSoon: /*i18n*/ { id: 'workflow.field.too_soon', message: 'Choose a time at least 24 hours from now' },
  inPast: /*i18n*/ { id: 'workflow.field.in_past', message: 'Choose a moment in the future' },
  outsideHours: /*i18n*/ { id: 'workflow.field.outside_hours', message: 'Choose a time between 07:00 and 21:00 (Romania time)' },
  nonWorkingDay: /*i18n*/ { id: 'workflow.field.non_working_day', message: 'This day is a non-working day in Romania' },
  notOffered: /*i18n*/ { id: 'workflow.field.not_offered', message: 'Please choose one of the proposed options' },
  salaryPositive: /*i18n*/ { id: 'workflow.field.salary_positive', message: 'The salary must be greater than 0' },
  endDateRequired: /*i18n*/ { id: 'workflow.field.end_date_required', message: 'A fixed-term contract needs an end date' },
  endDateNotAllowed: /*i18n*/ { id: 'workflow.field.end_date_not_allowed', message: 'A permanent contract has no end date' },
  endDateBeforeStart: /*i18n*/ { id: 'workflow.field.end_date_before_start', message: 'The end date must be after the start date' },
});

/** What happened, told to the other side in the mail ({position} at {company}). */
export const eventMails: Record<HiringEventType, MessageDescriptor> = define({
  'candidate.acceptOffer': /*i18n*/ { id: 'workflow.mail.event.accept_offer', message: 'The candidate is interested in the offer and gave a slot for a short phone call.' },
  'candidate.rejectOffer': /*i18n*/ { id: 'workflow.mail.event.reject_offer', message: 'The candidate declined the offer.' },
  'care.expireOffer': /*i18n*/ { id: 'workflow.mail.event.expire_offer', message: 'The offer was archived because it was not answered within 48 hours.' },
  'care.validate': /*i18n*/ { id: 'workflow.mail.event.validate', message: 'Customer care validated the candidate after the phone screening.' },
  'care.invalidate': /*i18n*/ { id: 'workflow.mail.event.invalidate', message: 'Customer care did not validate the candidacy after the phone screening.' },
  'care.markNotPresented': /*i18n*/ { id: 'workflow.mail.event.not_presented', message: 'The candidate did not answer the phone screening call.' },
  'company.acceptCandidate': /*i18n*/ { id: 'workflow.mail.event.accept_candidate', message: 'The employer accepted your candidacy and will invite you to an interview.' },
  'company.rejectCandidate': /*i18n*/ { id: 'workflow.mail.event.reject_candidate', message: 'The employer declined your candidacy.' },
  'company.proposeInterview': /*i18n*/ { id: 'workflow.mail.event.propose_interview', message: 'You are invited to an interview: choose one of the 3 proposed times or propose others.' },
  'candidate.pickOption': /*i18n*/ { id: 'workflow.mail.event.candidate_pick', message: 'The candidate chose one of the proposed times: the interview is scheduled.' },
  'candidate.proposeOptions': /*i18n*/ { id: 'workflow.mail.event.candidate_propose', message: 'The candidate proposed 3 other times for the interview.' },
  'company.pickOption': /*i18n*/ { id: 'workflow.mail.event.company_pick', message: 'The employer chose one of your proposed times: the interview is scheduled.' },
  'company.proposeOptions': /*i18n*/ { id: 'workflow.mail.event.company_propose', message: 'The employer proposed 3 other times for the interview.' },
  'company.requestReschedule': /*i18n*/ { id: 'workflow.mail.event.company_reschedule', message: 'The employer asked to reschedule the interview and proposed 3 new times.' },
  'candidate.requestReschedule': /*i18n*/ { id: 'workflow.mail.event.candidate_reschedule', message: 'The candidate asked to reschedule the interview and proposed 3 new times.' },
  'company.cancelInterview': /*i18n*/ { id: 'workflow.mail.event.company_cancel', message: 'The employer cancelled the interview.' },
  'candidate.cancelInterview': /*i18n*/ { id: 'workflow.mail.event.candidate_cancel', message: 'The candidate cancelled the interview.' },
  'company.reportPresence': /*i18n*/ { id: 'workflow.mail.event.company_presence', message: 'The employer reported on your presence at the interview.' },
  'candidate.reportPresence': /*i18n*/ { id: 'workflow.mail.event.candidate_presence', message: 'The candidate reported whether the interview took place.' },
  'candidate.giveFeedback': /*i18n*/ { id: 'workflow.mail.event.feedback', message: 'The candidate gave feedback after the interview.' },
  'company.sendFinalOffer': /*i18n*/ { id: 'workflow.mail.event.final_offer', message: 'You received a final offer. Please accept or decline it.' },
  'company.requestFollowUp': /*i18n*/ { id: 'workflow.mail.event.follow_up', message: 'The employer invites you to a follow-up interview: choose one of the 3 proposed times.' },
  'company.proposeTrial': /*i18n*/ { id: 'workflow.mail.event.trial', message: 'The employer invites you to a trial day.' },
  'company.decline': /*i18n*/ { id: 'workflow.mail.event.decline', message: 'The employer decided not to continue with your candidacy.' },
  'candidate.acceptFinalOffer': /*i18n*/ { id: 'workflow.mail.event.accept_final_offer', message: 'The candidate accepted your final offer.' },
  'candidate.rejectFinalOffer': /*i18n*/ { id: 'workflow.mail.event.reject_final_offer', message: 'The candidate declined your final offer.' },
  'company.confirmHire': /*i18n*/ { id: 'workflow.mail.event.hire', message: 'The employer confirmed your hiring. Congratulations!' },
  'care.unarchive': /*i18n*/ { id: 'workflow.mail.event.unarchive', message: 'Customer care reopened this process.' },
});

export const workflowMails = define({
  subject: /*i18n*/ { id: 'workflow.mail.subject', message: '{brand}: {position} at {company}' },
  greeting: /*i18n*/ { id: 'workflow.mail.greeting', message: 'Hello {name},' },
  open: /*i18n*/ { id: 'workflow.mail.open', message: 'See the process' },
  careSubject: /*i18n*/ { id: 'workflow.mail.care.subject', message: '{brand} care: please call about process #{process}' },
  careCandidateNoShow: /*i18n*/ { id: 'workflow.mail.care.candidate_no_show', message: 'The employer reported that the candidate did not come to the interview. Please contact the employer.' },
  careCompanyNoShow: /*i18n*/ { id: 'workflow.mail.care.company_no_show', message: 'The candidate reported that the employer did not hold the interview. Please contact both sides.' },
  careFinalOfferRejected: /*i18n*/ { id: 'workflow.mail.care.final_offer_rejected', message: 'The candidate declined the final offer. Please contact the candidate.' },
});
