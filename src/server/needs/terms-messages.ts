import type { MessageDescriptor } from '@lingui/core';
import type { TERMS_MESSAGE_KEYS } from '../../../machines/post-terms.ts';
import { errors } from '../i18n/messages.ts';

// The post terms' field errors (machines/post-terms.ts names them by validation key) and the texts that explain
// why a post with incomplete terms sends no offer (server catalog).
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const termsErrors: Record<(typeof TERMS_MESSAGE_KEYS)[number], MessageDescriptor> = {
  missing: errors.required,
  ...define({
    hoursRequired: /*i18n*/ { id: 'error.terms.hours_required', message: 'Part time: enter the hours per week (1 to 39)' },
    gardaPayPositive: /*i18n*/ { id: 'error.terms.garda_pay_positive', message: 'The gross pay per gardă must be greater than 0' },
    contractMonthsRequired: /*i18n*/ {
      id: 'error.terms.contract_months_required',
      message: 'A fixed-term contract needs its length in months (1 to 60)',
    },
    probationExecution: /*i18n*/ {
      id: 'error.terms.probation_execution',
      message: 'Probation is at most 90 days for an execution role (Labour Code art. 31)',
    },
    probationManagement: /*i18n*/ {
      id: 'error.terms.probation_management',
      message: 'Probation is at most 120 days for a management role (Labour Code art. 31)',
    },
    salaryTooHigh: /*i18n*/ { id: 'error.terms.salary_too_high', message: 'Enter the gross monthly pay in LEI (at most 1,000,000)' },
  }),
};

export const termsTexts = define({
  incomplete: /*i18n*/ {
    id: 'error.terms.incomplete',
    message: 'This post sends no offers until its terms (pay, normă, shifts, gărzi, contract) are complete',
  },
});
