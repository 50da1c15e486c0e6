import type { MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '../../../machines/index.ts';

// Workflow messages as explicit-id descriptors (extracted into the server catalog by `lingui extract`).
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const workflowErrors = define({
  roleMismatch: /*i18n*/ { id: 'workflow.error.role_mismatch', message: 'Only the {role} can perform this action' },
  systemOnly: /*i18n*/ {
    id: 'workflow.error.system_only',
    message: 'Only Medilink itself takes this action, when a deadline passes or an account is deleted; nobody can send it',
  },
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
  needArchived: /*i18n*/ {
    id: 'workflow.error.need_archived',
    message: 'The post of this process is archived: it takes no new candidates and its processes cannot be reopened',
  },
  duplicateProcess: /*i18n*/ {
    id: 'workflow.error.duplicate_process',
    message: 'This candidate already has a process for this post',
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
  nonWorkingDay: /*i18n*/ { id: 'workflow.field.non_working_day', message: 'Choose a working day: Monday to Friday, not a public holiday' },
  notOffered: /*i18n*/ { id: 'workflow.field.not_offered', message: 'Please choose one of the proposed options' },
  salaryPositive: /*i18n*/ { id: 'workflow.field.salary_positive', message: 'The salary must be greater than 0' },
  contractMonthsRequired: /*i18n*/ { id: 'workflow.field.contract_months_required', message: 'A fixed-term contract needs its length in months' },
  contractMonthsNotAllowed: /*i18n*/ { id: 'workflow.field.contract_months_not_allowed', message: 'A permanent contract has no length' },
  partTimeHours: /*i18n*/ { id: 'workflow.field.part_time_hours', message: 'A part-time normă has fewer than 40 hours a week' },
  gardaPayRequired: /*i18n*/ { id: 'workflow.field.garda_pay_required', message: 'State the gross pay of one on-call shift (gardă)' },
  leaveTooShort: /*i18n*/ { id: 'workflow.field.leave_too_short', message: 'The Labour Code grants at least 20 working days of annual leave' },
  noticeTooShort: /*i18n*/ { id: 'workflow.field.notice_too_short', message: "The employer's notice of dismissal is at least 20 working days" },
  resignationNoticeTooLong: /*i18n*/ {
    id: 'workflow.field.resignation_notice_too_long',
    message: 'A resignation notice is at most 20 working days (45 in a management role)',
  },
  probationTooLong: /*i18n*/ { id: 'workflow.field.probation_too_long', message: 'Probation is at most 90 days (120 in a management role)' },
  belowRangeReasonRequired: /*i18n*/ {
    id: 'workflow.field.below_range_reason_required',
    message: "The salary is below the post's advertised range: tell the candidate why",
  },
  tooMany: /*i18n*/ { id: 'workflow.field.too_many', message: 'Too many items' },
  afterStartDate: /*i18n*/ { id: 'workflow.field.after_start_date', message: 'The offer cannot stay valid past the start date' },
  validityTooShort: /*i18n*/ { id: 'workflow.field.validity_too_short', message: 'Give the candidate at least 48 hours to answer' },
  notLater: /*i18n*/ { id: 'workflow.field.not_later', message: 'The new date must be later than the current one' },
  offerRevised: /*i18n*/ {
    id: 'workflow.field.offer_revised',
    message: 'The employer has corrected this offer since you opened it: read the new terms before you answer',
  },
  offerUnchanged: /*i18n*/ { id: 'workflow.field.offer_unchanged', message: 'Change at least one term: to give more time only, extend the offer' },
  referenceRequired: /*i18n*/ { id: 'workflow.field.reference_required', message: "Enter the reference of the body's public register" },
  licenceNotChecked: /*i18n*/ {
    id: 'workflow.field.licence_not_checked',
    message: 'This job title is regulated: confirm that you checked the licence to practise (document or public register)',
  },
  licenceNoDocument: /*i18n*/ {
    id: 'workflow.field.licence_no_document',
    message: 'The candidate has not uploaded the document: check the licence in the public register and give its reference',
  },
  licenceMissing: /*i18n*/ {
    id: 'workflow.field.licence_missing',
    message: 'The candidate has not entered a licence to practise for this job title yet',
  },
  licenceExpired: /*i18n*/ { id: 'workflow.field.licence_expired', message: "The candidate's licence to practise for this job title has expired" },
});
