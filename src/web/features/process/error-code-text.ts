import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../../../../machines/index';
import { isKeyOf } from '../../../../machines/narrow';

// The machine's payload error codes (machines/rules.ts), for checks the browser runs before sending. The server
// runs the same checks and answers its own translated text; these only spare a round trip.
export const errorCodeText: Record<ErrorCode, MessageDescriptor> = {
  required: msg`This field is required`,
  invalid: msg`This value is not valid`,
  invalidInstant: msg`Choose a day and a time`,
  invalidDate: msg`The date is invalid`,
  invalidReason: msg`Choose a reason`,
  reasonTextRequired: msg`Tell us the reason`,
  tooLong: msg`The text is too long`,
  phoneInvalid: msg`The phone number is invalid`,
  urlInvalid: msg`Please enter a valid URL`,
  optionsCount: msg`Propose exactly 3 options`,
  optionsNotDistinct: msg`The 3 options must be different`,
  tooSoon: msg`Choose a time at least 24 hours from now`,
  inPast: msg`This time has passed`,
  outsideHours: msg`Choose a time between 07:00 and 21:00`,
  nonWorkingDay: msg`Choose a working day: Monday to Friday, not a public holiday`,
  notOffered: msg`Choose one of the proposed times`,
  salaryPositive: msg`The salary must be greater than 0`,
  contractMonthsRequired: msg`A fixed-term contract needs its length in months`,
  contractMonthsNotAllowed: msg`A permanent contract has no length`,
  partTimeHours: msg`A part-time normă has fewer than 40 hours a week`,
  gardaPayRequired: msg`State the gross pay of one on-call shift (gardă)`,
  leaveTooShort: msg`The Labour Code grants at least 20 working days of annual leave`,
  noticeTooShort: msg`The employer's notice of dismissal is at least 20 working days`,
  resignationNoticeTooLong: msg`A resignation notice is at most 20 working days (45 in a management role)`,
  probationTooLong: msg`Probation is at most 90 days (120 in a management role)`,
  belowRangeReasonRequired: msg`The salary is below the post's advertised range: tell the candidate why`,
  tooMany: msg`Too many items`,
  afterStartDate: msg`The offer cannot stay valid past the start date`,
  validityTooShort: msg`Give the candidate at least 48 hours to answer`,
  notLater: msg`The new date must be later than the current one`,
  offerRevised: msg`The employer has corrected this offer since you opened it: read the new terms before you answer`,
  offerUnchanged: msg`Change at least one term: to give more time only, extend the offer`,
  referenceRequired: msg`Enter the reference of the body's public register`,
  licenceNotChecked: msg`This job title is regulated: confirm that you checked the licence to practise`,
  licenceNoDocument: msg`The candidate has not uploaded the document: check the licence in the public register and give its reference`,
  licenceMissing: msg`The candidate has not entered a licence to practise for this job title yet`,
  licenceExpired: msg`The candidate's licence to practise for this job title has expired`,
};

/** The error code a schema issue carries, or undefined when its message is not one of the codes. */
export function errorCodeOf(message: string | undefined): ErrorCode | undefined {
  return message !== undefined && isKeyOf(errorCodeText, message) ? message : undefined;
}
