/**
 * Care validates a candidate for a regulated job title only with the licence checked. What the process
 * cannot know by itself (the body regulating its job title, the candidate's licence on file) the server reads from
 * its database and passes with `care.validate` as `licence` (like `now` and `actor`: never the caller's choice).
 * Kept here, pure, so the machine's guard and the API's 400 answer are the same function.
 */
import { inBucharest, parseInstant } from './bucharest-time.ts';
import type { ErrorCode } from './events.ts';

export interface LicenceOnFile {
  /** The body licensing the process's job title (e.g. CMR); null when no body regulates it. */
  body: string | null;
  /** The last valid day (YYYY-MM-DD) of the candidate's licence for that title; null when she gave none. */
  expiresOn: string | null;
  /** Whether she uploaded the licence's document: care cannot have checked a document that is not there. */
  hasDocument: boolean;
}

/** Why care may not validate yet, as (field, code) pairs; empty when the title is not regulated or all is in order. */
export function licenceRefusals(onFile: LicenceOnFile | undefined, checked: unknown, now: string): Array<[string, ErrorCode]> {
  if (!onFile?.body) return [];
  const refusals: Array<[string, ErrorCode]> = [];
  if (!checked) refusals.push(['licence', 'licenceNotChecked']);
  else if (isDocumentCheck(checked) && !onFile.hasDocument) refusals.push(['licence', 'licenceNoDocument']);
  const today = inBucharest(parseInstant(now) ?? new Date(now)).date;
  if (!onFile.expiresOn) refusals.push(['licence', 'licenceMissing']);
  else if (onFile.expiresOn < today) refusals.push(['licence', 'licenceExpired']);
  return refusals;
}

const isDocumentCheck = (checked: unknown) => typeof checked === 'object' && checked !== null && 'method' in checked && checked.method === 'document';

/**
 * Bodies whose licence is valid per calendar year: OAMGMAMR endorses the nurse's and the midwife's "aviz de liberă
 * practică" each year, so it runs to 31 December of the year it was endorsed for.
 */
export const CALENDAR_YEAR_BODIES: readonly string[] = ['OAMGMAMR'];

/** The month (1-12, Bucharest calendar) from which a licence ending on 31 December is reminded for renewal. */
export const YEAR_END_REMINDER_MONTH = 10;

/** The expiry a new licence of `body` starts with: 31 December of `now`'s year (Bucharest) for a yearly one, else none. */
export function defaultLicenceExpiry(body: string | null | undefined, now: Date): string | null {
  if (!body || !CALENDAR_YEAR_BODIES.includes(body)) return null;
  return `${inBucharest(now).date.slice(0, 4)}-12-31`;
}

/**
 * Whether a licence ending on `expiresOn` is due its year-end renewal reminder on `today` (YYYY-MM-DD, Bucharest):
 * it ends on 31 December of this year and today is in October or later.
 */
export function yearEndRenewalDue(expiresOn: string, today: string): boolean {
  const year = today.slice(0, 4);
  return expiresOn === `${year}-12-31` && Number(today.slice(5, 7)) >= YEAR_END_REMINDER_MONTH;
}
