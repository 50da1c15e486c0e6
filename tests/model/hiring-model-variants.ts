import { offerAnswerDeadline, type HiringContext, type HiringEventType, type Role } from '../../machines/index.ts';
import { OFFER_TERMS } from '../support/final-offer-terms.ts';

// The hiring test model's events to try in each state: a valid payload and refused variants of each event type,
// and the clock each one is sent at (tests/model/hiring-model.ts turns them into model events).

/** Monday 2026-03-02 10:00 in Bucharest: the clock of the first round. */
export const T0 = '2026-03-02T08:00:00.000Z';

/** Tuesday 2026-03-10 10:00 in Bucharest: the clock of a follow-up round and of the decisions after it. */
export const T1 = '2026-03-10T08:00:00.000Z';

const COMPANY_OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const CANDIDATE_OPTIONS = ['2026-03-04T12:00:00.000Z', '2026-03-05T13:00:00.000Z', '2026-03-06T14:00:00.000Z'];
const FOLLOW_UP_OPTIONS = ['2026-03-12T08:00:00.000Z', '2026-03-13T09:00:00.000Z', '2026-03-16T10:00:00.000Z'];
const FOLLOW_UP_CANDIDATE_OPTIONS = ['2026-03-12T12:00:00.000Z', '2026-03-13T13:00:00.000Z', '2026-03-16T14:00:00.000Z'];

/** A final offer's extended validity: later than the default week of either round, before the start date (04-01). */
const EXTENDED_VALIDITY = '2026-03-27T08:00:00.000Z';

/**
 * `now` overrides the clock of the event type (an expiry is sent when the validity has passed). A refused variant is
 * refused for its sender (`role`), its payload, or, with `early`, its clock: a server event before its deadline.
 */
type Variant = { type: HiringEventType; payload: unknown; role?: Role; valid: boolean; now?: string; early?: true };

export function clockOf(context: HiringContext): string {
  return context.followUp ? T1 : T0;
}

/** One hour after the interview began: presence may be told. */
export function afterStart(context: HiringContext): string {
  return new Date(Date.parse(context.scheduledAt ?? T0) + 3_600_000).toISOString();
}

const oneDayAfter = (instant: string) => new Date(Date.parse(instant) + 24 * 3_600_000).toISOString();

function optionsFor(type: HiringEventType, context: HiringContext, by: 'company' | 'candidate'): string[] {
  if (context.followUp || type === 'company.requestFollowUp') return by === 'company' ? FOLLOW_UP_OPTIONS : FOLLOW_UP_CANDIDATE_OPTIONS;
  return by === 'company' ? COMPANY_OPTIONS : CANDIDATE_OPTIONS;
}

const office = { type: 'office', address: 'Str. Victoriei 10, Cluj-Napoca', contactPerson: 'Ana Pop' };

/** The terms of the final offer on the table, as a correction would send them unchanged. */
function termsHeld(context: HiringContext) {
  const {
    validUntil: _validity,
    revision: _revision,
    advertised: _advertised,
    ...terms
  } = context.finalOffer ?? { salary: 9000, validUntil: '', revision: 1 };
  return terms;
}

/** The payloads tried for each event type in a given context. Invalid ones must change nothing. */
export function variantsOf(type: HiringEventType, context: HiringContext): Variant[] {
  const companyOptions = optionsFor(type, context, 'company');
  const candidateOptions = optionsFor(type, context, 'candidate');
  switch (type) {
    case 'candidate.acceptOffer':
      return [
        { type, payload: { callSlot: '2026-03-03T09:00:00.000Z' }, valid: true },
        { type, payload: { callSlot: '2026-03-03T20:00:00.000Z' }, valid: false }, // 22:00 in Bucharest
        { type, payload: { callSlot: '2026-03-03T09:00:00.000Z' }, role: 'company', valid: false },
      ];
    case 'candidate.acceptFinalOffer': {
      // An answer names the version of the terms it is to: one the company has since corrected is refused.
      const revision = context.finalOffer?.revision ?? 1;
      return [
        { type, payload: { revision }, valid: true },
        { type, payload: { revision: revision + 1 }, valid: false },
      ];
    }
    case 'candidate.rejectFinalOffer': {
      const revision = context.finalOffer?.revision ?? 1;
      return [
        { type, payload: { reason: 'inconvenient-schedule', revision }, valid: true },
        { type, payload: { reason: 'inconvenient-schedule', revision: revision + 1 }, valid: false },
        { type, payload: { reason: 'other', revision }, valid: false },
      ];
    }
    case 'candidate.replyToRefusal':
      // One reply (a finite graph): once given, the state refuses any other (409, the machine's own suite), so the
      // model then tries only the company sending one (403); an empty list would make the model invent an event.
      return context.closing?.reply === undefined
        ? [
            { type, payload: { text: 'The references are from a clinic where I never worked' }, valid: true },
            { type, payload: { text: '   ' }, valid: false },
          ]
        : [{ type, payload: { text: 'Once more' }, role: 'company', valid: false }];
    case 'candidate.rejectOffer':
    case 'candidate.cancelInterview':
      return [
        { type, payload: { reason: 'inconvenient-schedule' }, valid: true },
        { type, payload: { reason: 'other' }, valid: false },
      ];
    case 'company.rejectCandidate':
    case 'company.decline':
      return [
        { type, payload: { reason: 'other', text: 'Position filled internally' }, valid: true },
        { type, payload: { reason: 'not-a-reason' }, valid: false },
      ];
    case 'company.cancelInterview':
      // Its own reasons: a reason about the candidate (a refusal's) is not one.
      return [
        { type, payload: { reason: 'other', text: 'Position filled internally' }, valid: true },
        { type, payload: { reason: 'insufficient-experience' }, valid: false },
      ];
    case 'company.withdrawAcceptedOffer':
      return [
        { type, payload: { reason: 'contract-not-signed' }, valid: true },
        { type, payload: { reason: 'schedule-mismatch' }, valid: false },
      ];
    case 'care.settlePresence':
      return [
        { type, payload: { held: true, note: 'Both sides confirmed by phone' }, valid: true },
        { type, payload: { held: false, note: 'The interview did not take place' }, valid: true },
        { type, payload: { held: false }, valid: false },
      ];
    case 'company.withdraw':
      return [
        { type, payload: { reason: 'position-filled' }, valid: true },
        { type, payload: { reason: 'other' }, valid: false },
      ];
    case 'company.requestFollowUp':
      // The follow-up options are fixed dates (a finite graph), so the model asks for one follow-up round only.
      return [
        ...(context.followUp ? [] : [{ type, payload: { interview: office, options: companyOptions }, valid: true }]),
        { type, payload: { interview: office, options: companyOptions.slice(0, 2) }, valid: false },
      ];
    case 'company.proposeInterview':
      return [
        { type, payload: { interview: office, options: companyOptions }, valid: true },
        { type, payload: { interview: office, options: companyOptions.slice(0, 2) }, valid: false },
        // 2026-04-10 is Orthodox Good Friday; 2026-03-07 is a Saturday (working days only, docs/workflow.md).
        { type, payload: { interview: office, options: [companyOptions[0], companyOptions[1], '2026-04-10T08:00:00.000Z'] }, valid: false },
        { type, payload: { interview: office, options: [companyOptions[0], companyOptions[1], '2026-03-07T08:00:00.000Z'] }, valid: false },
      ];
    case 'company.proposeOptions':
    case 'company.requestReschedule':
      return [
        { type, payload: { options: companyOptions }, valid: true },
        { type, payload: { options: [companyOptions[0], companyOptions[0], companyOptions[1]] }, valid: false },
      ];
    case 'candidate.proposeOptions':
    case 'candidate.requestReschedule':
      return [
        { type, payload: { options: candidateOptions }, valid: true },
        { type, payload: { options: ['2026-03-02T12:00:00.000Z', candidateOptions[1], candidateOptions[2]] }, valid: false }, // < 24 h
      ];
    case 'candidate.pickOption':
    case 'company.pickOption':
      return [
        { type, payload: { option: context.options[1] ?? companyOptions[1] }, valid: true },
        { type, payload: { option: '2026-03-20T08:00:00.000Z' }, valid: false },
      ];
    case 'company.reportPresence':
    case 'candidate.reportPresence':
      return [
        { type, payload: { present: true }, valid: true },
        { type, payload: { present: false }, valid: true },
        { type, payload: { present: 'yes' }, valid: false },
      ];
    case 'candidate.giveFeedback':
      return [
        { type, payload: { interested: true }, valid: true },
        { type, payload: { interested: false, comment: 'Not for me' }, valid: true },
      ];
    case 'company.sendFinalOffer':
      return [
        {
          type,
          payload: { ...OFFER_TERMS, salary: 9000, startDate: '2026-04-01', benefits: 'Meal tickets' },
          valid: true,
        },
        { type, payload: { ...OFFER_TERMS, salary: 0, startDate: '2026-04-01', contract: 'determined' }, valid: false },
        // Valid for one day only: the candidate must have at least 48 hours.
        {
          type,
          payload: {
            ...OFFER_TERMS,
            salary: 9000,
            startDate: '2026-04-01',
            validUntil: oneDayAfter(afterStart(context)),
          },
          valid: false,
        },
      ];
    case 'company.reviseFinalOffer':
      // Corrected once (a finite graph): the salary raised, the rest as sent; the same terms again are no correction.
      return [
        {
          type,
          payload: { ...OFFER_TERMS, salary: 9500, startDate: '2026-04-01', benefits: 'Meal tickets' },
          valid: context.finalOffer?.salary !== 9500,
        },
        { type, payload: termsHeld(context), valid: false },
        { type, payload: { ...OFFER_TERMS, salary: -100, startDate: '2026-04-01' }, valid: false },
      ];
    case 'company.extendFinalOffer': {
      // Extended once (a finite graph): once it holds EXTENDED_VALIDITY, the same date is no longer later.
      const until = context.finalOffer?.validUntil;
      return [
        { type, payload: { validUntil: EXTENDED_VALIDITY }, valid: !until || until < EXTENDED_VALIDITY },
        { type, payload: { validUntil: '2026-04-02T08:00:00.000Z' }, valid: false }, // past the start date
      ];
    }
    case 'system.expireFinalOffer':
      // The expiry job's event, at the moment the validity ends; care sending it is refused.
      return [
        { type, payload: {}, valid: true, now: context.finalOffer?.validUntil ?? T1 },
        { type, payload: {}, role: 'care', valid: false, now: context.finalOffer?.validUntil ?? T1 },
      ];
    case 'system.expireOffer': {
      // The expiry job's event, at the end of the time to answer and not a millisecond before; care sending it is refused.
      const deadline = offerAnswerDeadline(new Date(context.offeredAt));
      return [
        { type, payload: {}, valid: true, now: deadline.toISOString() },
        { type, payload: {}, valid: false, early: true, now: new Date(deadline.getTime() - 1).toISOString() },
        { type, payload: {}, role: 'care', valid: false, now: deadline.toISOString() },
      ];
    }
    case 'care.endOffer':
      return [
        { type, payload: { reason: 'company-request', note: 'The clinic called: the post is on hold' }, valid: true },
        { type, payload: { reason: 'other' }, valid: false },
      ];
    case 'company.proposeTrial':
      return [
        { type, payload: { date: '2026-03-18' }, valid: true },
        { type, payload: { date: '2026-04-13' }, valid: false }, // Orthodox Easter Monday
        { type, payload: { date: '2026-03-21' }, valid: false }, // a Saturday
      ];
    // The model's process is for a regulated job title with a valid licence on file but no document (MODEL_LICENCE):
    // care must say how it checked it, by the register with the register's reference.
    case 'care.validate':
      return [
        { type, payload: { note: 'Licence seen', licence: { method: 'register', reference: 'CMR 2026/118' } }, valid: true },
        { type, payload: {}, valid: false },
        { type, payload: { licence: { method: 'register' } }, valid: false },
        { type, payload: { licence: { method: 'document' } }, valid: false },
      ];
    case 'system.closeAccount':
      return [
        { type, payload: { reason: 'candidate-account-closed' }, valid: true },
        { type, payload: { reason: 'position-filled' }, valid: false },
        { type, payload: { reason: 'candidate-account-closed' }, role: 'care', valid: false },
      ];
    case 'care.unarchive':
      // A process ended by an erased account has no stage to return to (resumeAt is cleared): nothing reopens it.
      return [...(context.resumeAt ? [{ type, payload: {}, valid: true }] : []), { type, payload: {}, role: 'candidate', valid: false }];
    default:
      return [{ type, payload: {}, valid: true }];
  }
}

/** Events sent once the interview of the round has taken place: their clock is an hour after its start. */
export const AFTER_INTERVIEW: ReadonlySet<HiringEventType> = new Set([
  'company.reportPresence',
  'candidate.reportPresence',
  'candidate.giveFeedback',
  'company.sendFinalOffer',
  'company.reviseFinalOffer',
  'company.extendFinalOffer',
  'company.requestFollowUp',
  'company.proposeTrial',
  'company.decline',
  'candidate.acceptFinalOffer',
  'candidate.rejectFinalOffer',
  'company.confirmHire',
  'company.withdrawAcceptedOffer',
  'care.settlePresence',
  // Answering a refusal comes after it, whichever round it ended.
  'candidate.replyToRefusal',
]);
