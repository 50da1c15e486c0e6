import { z } from 'zod';
import { inBucharest } from '../../../machines/bucharest-time.ts';
import type { FieldMessages } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import { licenceBodyOf } from './bodies.ts';

/** A job title slug in a path (`/profile/licences/{job_title}`). */
export const licenceParams = z.object({
  job_title: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: errors.invalidValue.id })
    .max(100),
});

/** Licence numbers as the bodies print them: "12345", "B-1234/2019", "CMR 00123": letters, digits, spaces, / . - */
const LICENCE_NUMBER = /^[\p{L}\d](?:[\p{L}\d ./-]*[\p{L}\d])?$/u;

export const licenceInputSchema = z.strictObject({
  body: z.string().trim().min(1).max(20),
  number: z.string().trim().min(1).max(40).regex(LICENCE_NUMBER, { error: errors.licenceNumberFormat.id }),
  issued_on: z.iso.date(),
  expires_on: z.iso.date(),
});
export type LicenceInput = z.infer<typeof licenceInputSchema>;

/**
 * The checks that need the job title and today's date (Bucharest): the body is the one of the title, the licence
 * was issued by today and expires after it was issued. Field → message, empty when the input is acceptable.
 */
export function licenceInputErrors(jobTitle: string, input: LicenceInput, now: Date): FieldMessages {
  const found: FieldMessages = {};
  const body = licenceBodyOf(jobTitle);
  if (body && input.body !== body.code) found.body = [{ descriptor: errors.licenceBodyMismatch, values: { body: body.code } }];
  if (input.issued_on > inBucharest(now).date) found.issued_on = [{ descriptor: errors.licenceIssuedInFuture }];
  if (input.expires_on <= input.issued_on) found.expires_on = [{ descriptor: errors.licenceExpiryBeforeIssue }];
  return found;
}
