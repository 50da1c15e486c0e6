import { z } from 'zod';
import type { ValidationKey } from './messages';

// Field rules shared by the auth and registration forms (spec §5). Issue messages are catalogue keys.
const key = (k: ValidationKey) => k;

export const requiredText = z.string().trim().min(1, key('required'));
export const emailField = requiredText.pipe(z.email(key('email')));
/** Sign-in keeps the original schema's minimum of 3: older accounts may have short passwords. */
export const signInPassword = z.string().min(1, key('required')).min(3, key('signInPasswordMin'));
/** Every new password: at least 8 characters. */
export const newPassword = z.string().min(1, key('required')).min(8, key('passwordMin'));

export const confirmPassword = z.string().min(1, key('required'));
/** The password typed again before a change that needs the owner: compared by the server, so only required here. */
export const currentPassword = z.string().min(1, key('required'));

/** The terms checkbox of every registration: it must be ticked, and the API takes `true`. */
export const termsAccepted = z
  .boolean()
  .refine((accepted) => accepted, key('terms'))
  .transform((): true => true);

/** Refinement for a form with a new password and its confirmation (the error lands on the confirmation). */
export const passwordsMatch: [(value: { password: string; confirm_password: string }) => boolean, { message: string; path: string[] }] = [
  (value) => value.password === value.confirm_password,
  { message: key('passwordsMismatch'), path: ['confirm_password'] },
];
