/**
 * Issue 18: care validates a candidate for a regulated job title only with the licence checked. What the process
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

const isDocumentCheck = (checked: unknown) =>
  typeof checked === 'object' && checked !== null && (checked as { method?: unknown }).method === 'document';
