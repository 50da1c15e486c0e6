import { phoneSchema } from '../../../../machines/phone';
import type { ValidationKey } from './messages';

// Apart from the other field rules (rules.ts): it brings libphonenumber's metadata (some 29 KB gzip), which the
// sign-in and password pages, with no phone field, should not wait for. Issue messages are catalogue keys.
const key = (k: ValidationKey) => k;

/** The product's one phone rule (machines/phone.ts); the form sends the E.164 number it produces. */
export const phoneField = phoneSchema({ required: key('required'), tooShort: key('phoneMin'), invalid: key('phoneInvalid') });
