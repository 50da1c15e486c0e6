/**
 * The final offer: the terms the Labour Code (art. 17(3)) says an employer must tell a person before the contract is
 * signed, stated as the parties agree them, and the post's advertised terms they are judged and shown against.
 *
 * The Labour Code limits checked here (Legea 53/2003): at least 20 working days of annual leave (art. 145); the
 * employer's notice of dismissal at least 20 working days (art. 75); the employee's notice of resignation at most 20
 * working days in an execution role and 45 in a management role (art. 81); probation at most 90 calendar days in an
 * execution role and 120 in a management role (art. 31). The ceilings above the minimums (60 days of leave, 90 of
 * notice) only catch a typing slip.
 */
import { z } from 'zod';
import { choice, day, instant, requiredText, text, whole } from './field-schemas.ts';

export { belowAdvertisedRange, changedFromPost } from './offer-changes.ts';

export const SHIFT_PATTERNS = ['day', '12h', '24h', 'rotating'] as const;
export type ShiftPattern = (typeof SHIFT_PATTERNS)[number];
export const POSITION_KINDS = ['execution', 'management'] as const;

export const MIN_LEAVE_DAYS = 20;
export const MIN_DISMISSAL_NOTICE_DAYS = 20;
export const MAX_RESIGNATION_NOTICE_DAYS = { execution: 20, management: 45 } as const;
export const MAX_PROBATION_DAYS = { execution: 90, management: 120 } as const;
/** A full normă is 40 hours a week at most (art. 112); a part-time one is fewer. */
export const FULL_TIME_HOURS = 40;
export const MAX_BONUSES = 10;

const lei = z.number('required').int('invalid').positive('salaryPositive').max(1_000_000, 'invalid');

/** Another pay element than the base salary: a bonus, an allowance (e.g. "Spor condiții deosebite", 800 lei). */
export const payElementSchema = z.strictObject({ label: requiredText(120), amount: lei });

export const finalOfferSchema = z
  .strictObject({
    /** Where the work is done: the unit and its address. */
    placeOfWork: requiredText(300),
    /** The post, as the contract names it. */
    jobTitle: requiredText(160),
    /** An execution or a management role: the Labour Code's limits on probation and notice differ. */
    position: choice(POSITION_KINDS),
    startDate: day,
    contract: choice(['determined', 'undetermined']),
    /** A determined contract's length (art. 84: at most 36 months; 60 leaves room for the exceptions of art. 83). */
    contractMonths: whole(1, 60).optional(),
    norma: choice(['full', 'part']),
    hoursPerWeek: whole(1, FULL_TIME_HOURS),
    shiftPattern: choice(SHIFT_PATTERNS),
    garziPerMonth: whole(0, 31),
    /** Gross pay per gardă (on-call shift): required when the offer has any. */
    gardaPay: lei.optional(),
    /** Gross monthly base salary in LEI: the basis is stated so nobody compares a net figure with a gross one. */
    salary: lei,
    salaryBasis: z.literal('gross', 'invalid'),
    otherPay: z.array(payElementSchema, 'invalid').max(MAX_BONUSES, 'tooMany').optional(),
    benefits: text(2000).optional(),
    leaveDays: whole(0, 60),
    /** Working days of notice the employer gives when it dismisses. */
    dismissalNoticeDays: whole(0, 90),
    /** Working days of notice the employee gives when she resigns. */
    resignationNoticeDays: whole(0, 90),
    probationDays: whole(0, 120),
    /** Why the salary is below the post's advertised range: the candidate reads it (rules.ts requires it then). */
    belowRangeReason: text(1000).optional(),
    /** Until when the candidate may answer; 7 days (cut at the start date) when left out: rules.ts and deadlines.ts. */
    validUntil: instant.optional(),
  })
  .superRefine((offer, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (offer.contract === 'determined' && offer.contractMonths === undefined) issue('contractMonths', 'contractMonthsRequired');
    if (offer.contract === 'undetermined' && offer.contractMonths !== undefined) issue('contractMonths', 'contractMonthsNotAllowed');
    if (offer.norma === 'part' && offer.hoursPerWeek >= FULL_TIME_HOURS) issue('hoursPerWeek', 'partTimeHours');
    if (offer.garziPerMonth > 0 && offer.gardaPay === undefined) issue('gardaPay', 'gardaPayRequired');
    if (offer.leaveDays < MIN_LEAVE_DAYS) issue('leaveDays', 'leaveTooShort');
    if (offer.dismissalNoticeDays < MIN_DISMISSAL_NOTICE_DAYS) issue('dismissalNoticeDays', 'noticeTooShort');
    if (offer.resignationNoticeDays > MAX_RESIGNATION_NOTICE_DAYS[offer.position]) issue('resignationNoticeDays', 'resignationNoticeTooLong');
    if (offer.probationDays > MAX_PROBATION_DAYS[offer.position]) issue('probationDays', 'probationTooLong');
  });

export type FinalOffer = z.infer<typeof finalOfferSchema>;

/**
 * The terms the post advertised when the offer was sent (its `needs` row; null where the post states none, as posts
 * from before their terms were required do). The server adds them to the event; the offer keeps them, so the
 * candidate sees what changed from the post even after the post is edited.
 */
export interface AdvertisedTerms {
  salaryMin: number | null;
  salaryMax: number | null;
  norma: 'full' | 'part' | null;
  hoursPerWeek: number | null;
  shiftPattern: ShiftPattern | null;
  garziPerMonth: number | null;
  gardaPay: number | null;
  contract: 'determined' | 'undetermined' | null;
  contractMonths: number | null;
  probationDays: number | null;
  /** null: as soon as possible. */
  startDate: string | null;
}

/**
 * A final offer as the process keeps it. Offers sent before the art. 17 terms hold only the salary, its basis, the
 * start date, the contract (with an end date when determined) and the benefits: every other term is optional here,
 * and the screens show what an offer states.
 */
export type StoredFinalOffer = Pick<FinalOffer, 'salary' | 'startDate' | 'contract' | 'validUntil'> &
  Partial<Omit<FinalOffer, 'salary' | 'salaryBasis' | 'startDate' | 'contract' | 'validUntil'>> & {
    /** Offers sent before the basis was asked have none. */
    salaryBasis?: 'net' | 'gross';
    /** Only offers sent before the contract's length was stated in months. */
    endDate?: string;
    advertised?: AdvertisedTerms | null;
  };
