import { z } from 'zod';
import { phoneSchema } from '../../../machines/phone.ts';
import { errors } from '../i18n/messages.ts';
import { isRecord } from '../../../machines/narrow.ts';

// Field rules shared by registration, profile and password forms. Messages are ids from i18n/messages.ts,
// translated by the error handler. `abort: true` stops at the first failed rule, so one field gets one message.
export const PASSWORD_MIN = 8;

export const emailField = z
  .string({ error: errors.required.id })
  .trim()
  .min(1, { error: errors.required.id, abort: true })
  .max(254, { error: errors.emailInvalid.id, abort: true })
  .pipe(z.email({ error: errors.emailInvalid.id }))
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string({ error: errors.required.id })
  .min(1, { error: errors.required.id, abort: true })
  .min(PASSWORD_MIN, { error: errors.passwordShort.id, abort: true })
  .max(200, { error: errors.maxLength.id });

/**
 * A password typed to prove who one is: at sign-in, or again before a change that needs the owner. No minimum
 * beyond "required": it is compared, not chosen, and older accounts may have short ones.
 */
export const currentPasswordField = z.string({ error: errors.required.id }).min(1, { error: errors.required.id }).max(200);

export const nameField = z
  .string({ error: errors.required.id })
  .trim()
  .min(1, { error: errors.required.id, abort: true })
  .min(2, { error: errors.minLength.id, abort: true })
  .max(120, { error: errors.maxLength.id, abort: true })
  .refine((s) => /\p{L}/u.test(s), { error: errors.invalidValue.id });

/** Stored in E.164; the rule itself is machines/phone.ts, shared with the browser and the machine's payloads. */
export const phoneField = phoneSchema({ required: errors.required.id, tooShort: errors.phoneShort.id, invalid: errors.phoneInvalid.id });

export const termsField = z.literal(true, { error: errors.termsRequired.id });
/** The marketing opt-in box of the registration forms: unticked (false) unless the user ticks it. */
export const marketingField = z.boolean({ error: 'error.invalid_value' }).optional().default(false);

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const utmFields = {
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_content: optionalText(200),
  http_referrer: optionalText(500),
};

export const localeField = z.enum(['ro-RO', 'en']).optional();

/**
 * "Passwords do not match" on confirm_password, read from the raw body (a non-empty confirm_password string has no
 * issue of its own). Its output is {}: the intersection below merges both sides' outputs.
 */
const passwordsMatch = z.unknown().transform((value, ctx) => {
  const raw = isRecord(value) ? value : null;
  if (
    typeof raw?.password === 'string' &&
    typeof raw.confirm_password === 'string' &&
    raw.confirm_password !== '' &&
    raw.password !== raw.confirm_password
  ) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: errors.passwordsMismatch.id, input: raw.confirm_password });
  }
  return {};
});

/**
 * `schema` (an object with password and confirm_password) that also reports "passwords do not match" when other
 * fields fail too, so the form shows every problem at once: an intersection runs both sides on the same body,
 * where a refine on the object would be skipped after a field's aborted rule.
 */
export const withPasswordConfirmation = <S extends z.ZodObject>(schema: S) => z.intersection(schema, passwordsMatch);

export const confirmPasswordField = (required: boolean) =>
  required ? z.string({ error: errors.required.id }).min(1, { error: errors.required.id }) : z.string().optional();
