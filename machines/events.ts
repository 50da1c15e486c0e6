/**
 * The events of the hiring process and the zod schemas of their payloads.
 *
 * Event names are dotted by the actor allowed to send them (`candidate.*`, `company.*`, `care.*`, `system.*`). A
 * machine event carries the payload plus what the caller cannot choose: `actor` (identity and role, injected by the
 * server from the session) and `now` (the server clock), so the machine never reads a global clock and tests control
 * time. `system` is the server's own work (its deadline jobs, an account's erasure): no session is one, so no request
 * can send a `system.*` event; a person's version of the same act is an event of its own, with a reason.
 *
 * Schema messages are stable error codes (see ERROR_CODES), not prose: the server and the browser translate them.
 */
import { z } from 'zod';
import { day, instant, requiredText, text } from './field-schemas.ts';
import { finalOfferSchema } from './final-offer.ts';
import type { AdvertisedTerms } from './final-offer.ts';
import type { LicenceOnFile } from './licence.ts';
import { phoneSchema } from './phone.ts';
import { refusalReplySchema } from './refusal-reply.ts';
import {
  ACCEPTED_OFFER_WITHDRAWAL_REASONS,
  ACCOUNT_CLOSED_REASONS,
  CANDIDATE_REASONS,
  COMPANY_CANCEL_REASONS,
  COMPANY_REASONS,
  OFFER_END_REASONS,
  WITHDRAWAL_REASONS,
} from './reasons.ts';

import type { MemberRole } from './member-roles.ts';

export { refusalReplySchema };

/** The roles a signed-in person has: the parties and customer care. */
export const PERSON_ROLES = ['candidate', 'company', 'care'] as const;
/** Who may send an event: a person's role, or the server itself (`system`), which no session can be. */
export const ROLES = [...PERSON_ROLES, 'system'] as const;
export type Role = (typeof ROLES)[number];
export type PersonRole = (typeof PERSON_ROLES)[number];

export interface Actor {
  role: Role;
  id: string;
  /** For a company actor: the acting member's role in the team (member-roles.ts); absent, the company as a whole. */
  memberRole?: MemberRole;
}

/** Every error code a payload check can produce; each has a translation in both catalogs. */
export const ERROR_CODES = [
  'required',
  'invalid',
  'invalidInstant',
  'invalidDate',
  'invalidReason',
  'reasonTextRequired',
  'tooLong',
  'phoneInvalid',
  'urlInvalid',
  'optionsCount',
  'optionsNotDistinct',
  'tooSoon',
  'inPast',
  'outsideHours',
  'nonWorkingDay',
  'notOffered',
  'salaryPositive',
  'contractMonthsRequired',
  'contractMonthsNotAllowed',
  'partTimeHours',
  'gardaPayRequired',
  'leaveTooShort',
  'noticeTooShort',
  'resignationNoticeTooLong',
  'probationTooLong',
  'belowRangeReasonRequired',
  'tooMany',
  'afterStartDate',
  'validityTooShort',
  'notLater',
  'offerRevised',
  'offerUnchanged',
  'referenceRequired',
  'licenceNotChecked',
  'licenceNoDocument',
  'licenceMissing',
  'licenceExpired',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A reason of the list is required, and 'other' needs the text that says it. */
function otherNeedsText(value: { reason: string; text?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.reason === 'other' && !value.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'reasonTextRequired' });
}

function refusal<const T extends readonly [string, ...string[]]>(reasons: T) {
  return z.strictObject({ reason: z.enum(reasons, 'invalidReason'), text: text(1000).optional() }).superRefine(otherNeedsText);
}

export const companyRefusalSchema = refusal(COMPANY_REASONS);
export const companyCancelSchema = refusal(COMPANY_CANCEL_REASONS);
export const candidateRefusalSchema = refusal(CANDIDATE_REASONS);
export const withdrawalSchema = refusal(WITHDRAWAL_REASONS);
export const acceptedOfferWithdrawalSchema = refusal(ACCEPTED_OFFER_WITHDRAWAL_REASONS);

export const interviewSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('office'), address: requiredText(300), contactPerson: requiredText(120) }),
    z.strictObject({
      type: z.literal('phone'),
      phone: phoneSchema({ required: 'required', tooShort: 'phoneInvalid', invalid: 'phoneInvalid' }),
    }),
    // The server opens the room (its link) when it applies the event; a link sent by a client is replaced, and
    // processes from before that hold the link their company pasted.
    z.strictObject({
      type: z.literal('virtual'),
      link: z
        .string('required')
        .trim()
        .regex(/^https:\/\/[^\s]+$/, 'urlInvalid')
        .max(500, 'tooLong')
        .optional(),
    }),
  ],
  'invalid',
);

/** Exactly three proposed start instants; the time rules (24 h ahead, 07-21, working days) need `now`: rules.ts. */
const optionsSchema = z.array(instant, 'required').length(3, 'optionsCount');

const none = z.strictObject({});
// Care events: `note` is care's own (never shown to either side); a word meant for a side is its own field.
const note = z.strictObject({ note: text(1000).optional(), toCandidate: text(1000).optional(), toCompany: text(1000).optional() });

/**
 * Care ending an offer before its time: a reason both sides read (with its text; 'other' needs one) and care's own
 * note, which stays with care.
 */
export const offerEndSchema = z
  .strictObject({ reason: z.enum(OFFER_END_REASONS, 'invalidReason'), text: text(1000).optional(), note: text(1000).optional() })
  .superRefine(otherNeedsText);

/**
 * How care checked the candidate's licence in the phone screen: the document she uploaded, or the body's
 * public register by hand, then with the register's reference. Required for a regulated job title (licence.ts).
 */
export const licenceCheckSchema = z
  .strictObject({ method: z.enum(['document', 'register'], 'invalid'), reference: text(200).optional() })
  .superRefine((check, ctx) => {
    if (check.method === 'register' && !check.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: 'referenceRequired' });
  });

/**
 * Which version of the final offer an answer is to: 1 as sent, one more at each correction. An answer to a version
 * the company has since corrected is refused (rules.ts), so the candidate never binds herself to terms she did not read.
 */
const revision = z.number('required').int('invalid').positive('invalid');

/** The payload schema of every event, keyed by event type. */
export const payloadSchemas = {
  'candidate.acceptOffer': z.strictObject({ callSlot: instant }),
  'candidate.rejectOffer': candidateRefusalSchema,
  // Care ends an unanswered offer early, with a reason both sides read (the server's expiry is system.expireOffer).
  'care.endOffer': offerEndSchema,
  'care.validate': note.extend({ licence: licenceCheckSchema.optional() }),
  'care.invalidate': note,
  'care.markNotPresented': note,
  'company.acceptCandidate': none,
  'company.rejectCandidate': companyRefusalSchema,
  'company.proposeInterview': z.strictObject({ interview: interviewSchema, options: optionsSchema }),
  'candidate.pickOption': z.strictObject({ option: instant }),
  'candidate.proposeOptions': z.strictObject({ options: optionsSchema }),
  'company.pickOption': z.strictObject({ option: instant }),
  'company.proposeOptions': z.strictObject({ options: optionsSchema }),
  'company.requestReschedule': z.strictObject({ options: optionsSchema }),
  'candidate.requestReschedule': z.strictObject({ options: optionsSchema }),
  'company.cancelInterview': companyCancelSchema,
  'candidate.cancelInterview': candidateRefusalSchema,
  'company.reportPresence': z.strictObject({ present: z.boolean('required') }),
  'candidate.reportPresence': z.strictObject({ present: z.boolean('required') }),
  // Care settles a presence the two sides told differently, after calling both; the note says what it learned.
  'care.settlePresence': z.strictObject({ held: z.boolean('required'), note: requiredText(1000) }),
  'candidate.giveFeedback': z.strictObject({ interested: z.boolean('required'), comment: text(2000).optional() }),
  'company.sendFinalOffer': finalOfferSchema,
  // The company corrects the offer it sent while the candidate has not answered: new terms, and a new validity.
  'company.reviseFinalOffer': finalOfferSchema,
  // The company gives the candidate longer to answer, while the offer waits (later than now, within the rules).
  'company.extendFinalOffer': z.strictObject({ validUntil: instant }),
  'company.requestFollowUp': z.strictObject({ interview: interviewSchema, options: optionsSchema }),
  'company.proposeTrial': z.strictObject({ date: day, note: text(1000).optional() }),
  'company.decline': companyRefusalSchema,
  'candidate.acceptFinalOffer': z.strictObject({ revision }),
  'candidate.rejectFinalOffer': z
    .strictObject({ reason: z.enum(CANDIDATE_REASONS, 'invalidReason'), text: text(1000).optional(), revision })
    .superRefine(otherNeedsText),
  'company.confirmHire': none,
  'company.withdrawAcceptedOffer': acceptedOfferWithdrawalSchema,
  'company.withdraw': withdrawalSchema,
  'care.unarchive': note,
  // The candidate answers a company's refusal once, after it (archived): her words, for care and the company.
  'candidate.replyToRefusal': refusalReplySchema,
  // The server's own events: its deadline jobs and an account's erasure send them, never a request.
  // The offer went unanswered until its deadline (48 hours, ending on a working day: deadlines.ts).
  'system.expireOffer': none,
  // The final offer's validity passed without an answer.
  'system.expireFinalOffer': none,
  // A side erased its account: which side, so the other one is told.
  'system.closeAccount': z.strictObject({ reason: z.enum(ACCOUNT_CLOSED_REASONS, 'invalidReason') }),
} as const;

export type HiringEventType = keyof typeof payloadSchemas;
export const EVENT_TYPES = Object.keys(payloadSchemas).filter(isHiringEventType);

export type PayloadOf<K extends HiringEventType> = z.infer<(typeof payloadSchemas)[K]>;
export type Interview = z.infer<typeof interviewSchema>;
export type LicenceCheck = z.infer<typeof licenceCheckSchema>;

/** Events after which a virtual interview meets in a new room, whose link the server adds to the event (`room`). */
export const ROOM_EVENTS = ['company.requestReschedule', 'candidate.requestReschedule'] as const;

/**
 * A machine event: the payload plus the caller and the clock injected by whoever sends it; `care.validate` also
 * carries what the server knows of the candidate's licence (machines/licence.ts), a final offer the terms its
 * post advertised (final-offer.ts), which the offer is judged and shown against, and a reschedule the link of the
 * virtual interview's new room.
 */
export type HiringEvent = {
  [K in HiringEventType]: { type: K; payload: PayloadOf<K>; actor: Actor; now: string } & (K extends 'care.validate'
    ? { licence?: LicenceOnFile }
    : K extends 'company.sendFinalOffer' | 'company.reviseFinalOffer'
      ? { advertised?: AdvertisedTerms | null }
      : K extends (typeof ROOM_EVENTS)[number]
        ? { room?: string }
        : unknown);
}[HiringEventType];

export type EventOf<K extends HiringEventType> = Extract<HiringEvent, { type: K }>;

/** The schemas seen one type at a time, so a payload parsed for type K is typed as K's. */
const schemaOfType: { [K in HiringEventType]: z.ZodType<PayloadOf<K>> } = payloadSchemas;

/**
 * The payload as it is kept once payloadErrors accepted it: the schemas' output, so text is trimmed and a phone
 * number is in E.164 whatever separators the caller typed.
 */
export function storedPayload<K extends HiringEventType>(event: { type: K; payload: unknown }): PayloadOf<K> {
  return schemaOfType[event.type].parse(event.payload);
}

export function isHiringEventType(type: string): type is HiringEventType {
  return Object.hasOwn(payloadSchemas, type);
}

/** The role allowed to send an event: the prefix of its name. */
export function roleOfEvent(type: HiringEventType): Role {
  const role = ROLES.find((candidate) => type.startsWith(`${candidate}.`));
  if (!role) throw new Error(`an event type starts with its role: ${type}`);
  return role;
}

/** The request body of POST /api/processes/{id}/events (the server adds actor and now). */
export const eventRequestSchema = z.strictObject({
  type: z.string('required').refine(isHiringEventType, 'invalid'),
  payload: z.unknown().optional(),
  expectedVersion: z.number('required').int('invalid').nonnegative('invalid'),
});
