import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The spec's validation message catalogue (§5). Zod schemas carry these keys as their issue
// messages; the form translates the key when it shows the error.
export const validationMessages = {
  required: msg`This field is required`,
  email: msg`Please enter a valid email address`,
  signInPasswordMin: msg`The password must be at least 3 characters`,
  passwordMin: msg`The password must be at least 8 characters`,
  passwordsMismatch: msg`The passwords do not match`,
  salaryNumber: msg`The minimum salary must be a number`,
  salaryPositive: msg`The minimum salary must be greater than 0`,
  salaryRange: msg`The maximum salary must be at least the minimum salary`,
  phoneMin: msg`The phone number must have at least 10 characters`,
  phoneInvalid: msg`The phone number is invalid`,
  languageLevel: msg`Choose a level from 1 to 10`,
  distance: msg`Enter a distance between 0 and 1000 km`,
  garziRange: msg`Enter a whole number of gărzi from 0 to 31`,
  fileType: msg`Invalid file type: upload a PDF or Word document`,
  fileTooLarge: msg`The file is too large (at most 5 MB)`,
  terms: msg`You must accept the terms to continue`,
  url: msg`Please enter a valid URL`,
  // A post's terms (machines/post-terms.ts).
  missing: msg`This field is required`,
  hoursRequired: msg`Part time: enter the hours per week (1 to 39)`,
  gardaPayPositive: msg`The gross pay per gardă must be greater than 0`,
  contractMonthsRequired: msg`A fixed-term contract needs its length in months (1 to 60)`,
  probationExecution: msg`Probation is at most 90 days for an execution role (Labour Code art. 31)`,
  probationManagement: msg`Probation is at most 120 days for a management role (Labour Code art. 31)`,
  salaryTooHigh: msg`Enter the gross monthly pay in LEI (at most 1,000,000)`,
} satisfies Record<string, MessageDescriptor>;

export type ValidationKey = keyof typeof validationMessages;

export function isValidationKey(value: string): value is ValidationKey {
  return value in validationMessages;
}
