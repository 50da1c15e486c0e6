/**
 * Payload checks that need more than the payload: the clock (`now`) and what the process already holds (the
 * options on the table). The machine's `validPayload` guard and the server's 400 answer both come from here, so a
 * request the API accepts is exactly a request the machine accepts.
 */
import type { z } from 'zod';
import { inBucharest, parseInstant } from './bucharest-time.ts';
import { parseDay } from './calendar.ts';
import { FINAL_OFFER_MIN_HOURS, defaultFinalOfferValidity, finalOfferLatestValidity, isWorkingDay } from './deadlines.ts';
import { ERROR_CODES, payloadSchemas, type ErrorCode, type HiringEvent } from './events.ts';
import { belowAdvertisedRange } from './final-offer.ts';
import { licenceRefusals } from './licence.ts';

/** Field path (dotted, relative to the payload; '' for the whole payload) → error codes. */
export type FieldErrors = Record<string, ErrorCode[]>;

const HOUR = 3_600_000;
export const MIN_LEAD_HOURS = 24;
export const FIRST_START_MINUTES = 7 * 60;
export const LAST_START_MINUTES = 21 * 60;

/** What the checks read from the process. */
export interface RuleContext {
  options: readonly string[];
  /** The final offer on the table (its validity is extended, its terms corrected and its version answered against it). */
  finalOffer?: { startDate: string; validUntil?: string | undefined; revision?: number | undefined } | null;
}

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);
const isErrorCode = (text: string): text is ErrorCode => ERROR_CODE_SET.has(text);

class Collector {
  readonly errors: FieldErrors = {};
  add(field: string, code: ErrorCode) {
    const list = (this.errors[field] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  result(): FieldErrors | null {
    return Object.keys(this.errors).length ? this.errors : null;
  }
}

function fromZod(error: z.ZodError, out: Collector) {
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    // zod's own messages (e.g. an unknown key) are not codes: report them as 'invalid'.
    out.add(field, isErrorCode(issue.message) ? issue.message : 'invalid');
  }
}

/**
 * A start time of an interview or a call: a working day (Monday to Friday, not a holiday nor a closure day: the
 * "working days" the product promises, docs/workflow.md), 07:00-21:00 in Bucharest, and ahead of `now`.
 */
function checkStart(field: string, value: string, now: Date, minLeadMs: number, out: Collector) {
  const start = parseInstant(value);
  if (!start) return out.add(field, 'invalidInstant');
  if (start.getTime() <= now.getTime()) out.add(field, 'inPast');
  else if (start.getTime() - now.getTime() < minLeadMs) out.add(field, 'tooSoon');
  const local = inBucharest(start);
  if (local.minutes < FIRST_START_MINUTES || local.minutes > LAST_START_MINUTES) out.add(field, 'outsideHours');
  if (!isWorkingDay(local.date)) out.add(field, 'nonWorkingDay');
}

function checkOptions(options: readonly string[], now: Date, out: Collector) {
  options.forEach((option, i) => checkStart(`options.${i}`, option, now, MIN_LEAD_HOURS * HOUR, out));
  const instants = options.map((o) => parseInstant(o)?.getTime());
  if (new Set(instants).size !== instants.length) out.add('options', 'optionsNotDistinct');
}

function checkPick(option: string, context: RuleContext, now: Date, out: Collector) {
  const picked = parseInstant(option);
  if (!picked) return out.add('option', 'invalidInstant');
  if (!context.options.some((o) => parseInstant(o)?.getTime() === picked.getTime())) out.add('option', 'notOffered');
  if (picked.getTime() <= now.getTime()) out.add('option', 'inPast');
}

/** A calendar day strictly after today in Bucharest. */
function checkFutureDay(field: string, date: string, now: Date, out: Collector) {
  if (parseDay(date) === null) return;
  if (date <= inBucharest(now).date) out.add(field, 'inPast');
}

/** A final offer's validity: at least 48 hours ahead and not past the start of the start date. */
function checkValidity(value: string, startDate: string, now: Date, out: Collector) {
  const until = parseInstant(value);
  if (!until) return out.add('validUntil', 'invalidInstant');
  if (until.getTime() <= now.getTime()) out.add('validUntil', 'inPast');
  else if (until.getTime() - now.getTime() < FINAL_OFFER_MIN_HOURS * HOUR) out.add('validUntil', 'validityTooShort');
  if (parseDay(startDate) !== null && until.getTime() > finalOfferLatestValidity(startDate).getTime()) out.add('validUntil', 'afterStartDate');
}

/** The terms of a final offer, its validity, version and the post's terms left out: what a correction must change. */
function termsOf(offer: { validUntil?: string | undefined; revision?: number | undefined; advertised?: unknown }): string {
  const { validUntil: _validity, revision: _revision, advertised: _advertised, ...terms } = offer;
  return JSON.stringify(Object.entries(terms).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Every reason why `event.payload` cannot be accepted now, or null when it can. Role and state are not judged
 * here (they are 403 and 409 matters); only the data the caller chose.
 */
export function payloadErrors(context: RuleContext, event: HiringEvent): FieldErrors | null {
  const out = new Collector();
  const parsed = payloadSchemas[event.type].safeParse(event.payload);
  if (!parsed.success) {
    fromZod(parsed.error, out);
    return out.result();
  }
  const now = parseInstant(event.now);
  if (!now) throw new TypeError(`The event clock is not an ISO instant: ${event.now}`);
  switch (event.type) {
    case 'candidate.acceptOffer':
      checkStart('callSlot', event.payload.callSlot, now, 0, out);
      break;
    case 'company.proposeInterview':
    case 'company.requestFollowUp':
    case 'company.proposeOptions':
    case 'company.requestReschedule':
    case 'candidate.proposeOptions':
    case 'candidate.requestReschedule':
      checkOptions(event.payload.options, now, out);
      break;
    case 'candidate.pickOption':
    case 'company.pickOption':
      checkPick(event.payload.option, context, now, out);
      break;
    case 'company.sendFinalOffer':
    case 'company.reviseFinalOffer': {
      const { startDate, validUntil } = event.payload;
      // A correction changes the terms; a later validity alone is an extension.
      if (event.type === 'company.reviseFinalOffer' && context.finalOffer && termsOf(event.payload) === termsOf(context.finalOffer))
        out.add('', 'offerUnchanged');
      checkFutureDay('startDate', startDate, now, out);
      // Below the advertised range, the candidate is owed the reason (she applied on the strength of that range).
      // The parsed payload: a reason of blanks is none.
      const offer = parsed.data as typeof event.payload;
      if (belowAdvertisedRange(offer, event.advertised) && !offer.belowRangeReason) out.add('belowRangeReason', 'belowRangeReasonRequired');
      // Left out, the validity follows the start date: judged only once the start date itself is acceptable.
      if (validUntil || !out.errors.startDate)
        checkValidity(validUntil ?? defaultFinalOfferValidity(now, startDate).toISOString(), startDate, now, out);
      break;
    }
    case 'company.extendFinalOffer': {
      const offer = context.finalOffer;
      if (!offer) break; // no final offer: the machine refuses the event in this state anyway
      checkValidity(event.payload.validUntil, offer.startDate, now, out);
      const until = parseInstant(event.payload.validUntil);
      if (until && offer.validUntil && until.getTime() <= Date.parse(offer.validUntil)) out.add('validUntil', 'notLater');
      break;
    }
    case 'candidate.acceptFinalOffer':
    case 'candidate.rejectFinalOffer':
      if (context.finalOffer && event.payload.revision !== context.finalOffer.revision) out.add('revision', 'offerRevised');
      break;
    case 'care.validate':
      for (const [field, code] of licenceRefusals(event.licence, event.payload.licence, event.now)) out.add(field, code);
      break;
    case 'company.proposeTrial':
      checkFutureDay('date', event.payload.date, now, out);
      if (!isWorkingDay(event.payload.date)) out.add('date', 'nonWorkingDay');
      break;
    default:
      break;
  }
  return out.result();
}
