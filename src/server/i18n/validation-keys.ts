import type { MessageDescriptor } from '@lingui/core';
import { termsErrors } from '../needs/terms-messages.ts';
import { errors } from './messages.ts';

/**
 * Validation keys that schemas shared with the browser (machines/) name as issue messages, as the server's
 * messages. A missing value needs no key: the error handler reads it as "required" by itself.
 */
export const sharedValidationKeys: Record<string, MessageDescriptor> = {
  ...termsErrors,
  salaryNumber: errors.salaryNumber,
  salaryPositive: errors.salaryPositive,
  salaryRange: errors.salaryRange,
};
