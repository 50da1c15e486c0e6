import { z } from 'zod';
import { POSITION_KINDS, SHIFT_PATTERNS } from '../../../machines/index.ts';
import { calendarDay, instantText } from '../lib/response-schemas.ts';

// The final offer and the post's terms as the process resource answers them (machines/final-offer.ts).

const contractKind = z.enum(['determined', 'undetermined']);
const norma = z.enum(['full', 'part']);

export const advertisedTermsSchema = z
  .object({
    salaryMin: z.number().int().nullable().describe('gross monthly LEI'),
    salaryMax: z.number().int().nullable().describe('gross monthly LEI'),
    norma: norma.nullable(),
    hoursPerWeek: z.number().int().nullable(),
    shiftPattern: z.enum(SHIFT_PATTERNS).nullable(),
    garziPerMonth: z.number().int().nullable(),
    gardaPay: z.number().int().nullable().describe('gross LEI per gardă'),
    contract: contractKind.nullable(),
    contractMonths: z.number().int().nullable(),
    probationDays: z.number().int().nullable(),
    startDate: calendarDay.nullable().describe('null: as soon as possible'),
  })
  .describe("a post's terms (null where the post states none)")
  .meta({ id: 'AdvertisedTerms' });

const optionalInt = z.number().int().optional();

export const finalOfferViewSchema = z
  .object({
    placeOfWork: z.string().optional(),
    jobTitle: z.string().optional(),
    position: z.enum(POSITION_KINDS).optional().describe('execution or management role'),
    salary: z.number().int().describe('LEI a month'),
    salaryBasis: z.enum(['net', 'gross']).optional().describe('net or gross; offers sent before it was asked have none'),
    startDate: calendarDay,
    contract: contractKind,
    contractMonths: optionalInt,
    endDate: calendarDay.optional().describe('only offers sent before the length was stated in months'),
    norma: norma.optional(),
    hoursPerWeek: optionalInt,
    shiftPattern: z.enum(SHIFT_PATTERNS).optional(),
    garziPerMonth: optionalInt,
    gardaPay: optionalInt.describe('gross LEI per gardă'),
    otherPay: z
      .array(z.object({ label: z.string(), amount: z.number().int() }))
      .optional()
      .describe('other pay elements, gross LEI'),
    benefits: z.string().optional(),
    leaveDays: optionalInt.describe('working days of annual leave'),
    dismissalNoticeDays: optionalInt.describe("working days of the employer's notice"),
    resignationNoticeDays: optionalInt.describe("working days of the employee's notice"),
    probationDays: optionalInt,
    belowRangeReason: z.string().optional().describe("why the salary is below the post's range: the candidate reads it"),
    advertised: advertisedTermsSchema.nullable().optional().describe("the post's terms when the offer was sent"),
    validUntil: instantText.optional().describe('until when the candidate may answer; offers sent before validity was asked have none'),
    revision: z.number().int().describe('which version of the terms: 1 as sent, one more per correction; an answer names it'),
  })
  .describe('offers sent before the Labour Code terms were asked state only salary, start, contract and benefits')
  .meta({ id: 'FinalOffer' });
