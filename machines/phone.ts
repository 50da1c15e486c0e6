/**
 * The one phone-number rule of the product, imported by the browser's forms, every server route and the hiring
 * machine's payload schemas, so that a number accepted in one place is accepted everywhere.
 *
 * A number is read as Romanian unless it starts with + or 00, checked against libphonenumber's metadata (real
 * prefixes and lengths, not a regex), stored in E.164 (`+40722123456`) and shown in the national format for
 * Romanian numbers (`0722 123 456`), internationally otherwise (`+44 20 7946 0958`).
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';

export const PHONE_DEFAULT_COUNTRY = 'RO';
/** Room for a typed number with its separators; the stored E.164 form is at most 16 characters. */
export const PHONE_MAX_LENGTH = 25;
/** Fewer characters than this cannot be a Romanian number, so the form says "too short" rather than "invalid". */
export const PHONE_MIN_LENGTH = 10;

// Digits and the separators people type. libphonenumber would quietly drop a trailing "x" or a word, so anything
// else is refused here rather than stored as a different number than the one written.
const TYPED_PHONE = /^\+?[0-9(][0-9 ()./-]*$/;

function parse(raw: string): PhoneNumber | undefined {
  const typed = raw.trim();
  if (!TYPED_PHONE.test(typed)) return undefined;
  const international = typed.startsWith('00') ? `+${typed.slice(2)}` : typed;
  const number = parsePhoneNumberFromString(international, PHONE_DEFAULT_COUNTRY);
  return number?.isValid() ? number : undefined;
}

/** The E.164 form of a typed number, or null when it is not a valid phone number. */
export function toE164(raw: string): string | null {
  return parse(raw)?.number ?? null;
}

/** How a stored number is shown: national for Romanian numbers, international otherwise; unparseable as stored. */
export function formatPhone(stored: string): string {
  const number = parse(stored);
  if (!number) return stored;
  return number.country === PHONE_DEFAULT_COUNTRY ? number.formatNational() : number.formatInternational();
}

/** The `tel:` URI of a stored number (E.164 when it parses, its digits otherwise). */
export function phoneHref(stored: string): string {
  return `tel:${toE164(stored) ?? stored.replace(/[^+0-9]/g, '')}`;
}

export interface PhoneMessages {
  required: string;
  tooShort: string;
  invalid: string;
}

/**
 * The zod field every entry point uses; each side passes its own message keys. Output: the E.164 number. One
 * message per field, the first that applies; the issue is not an aborting one, so the form's own checks (a password
 * confirmation) still run and every error of the form shows at once.
 */
export function phoneSchema(messages: PhoneMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .superRefine((raw, ctx) => {
      const problem =
        raw.length === 0
          ? messages.required
          : raw.length < PHONE_MIN_LENGTH
            ? messages.tooShort
            : raw.length > PHONE_MAX_LENGTH || toE164(raw) === null
              ? messages.invalid
              : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((raw) => toE164(raw) ?? raw);
}
