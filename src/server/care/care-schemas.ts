import { z } from 'zod';
import { instant } from '../lib/response-schemas.ts';
import { careLicenceSchema } from '../licences/licence-schemas.ts';
import { hiringEventTypeSchema } from '../workflow/process-schemas.ts';
import type { PostMisfit } from './candidate-posts.ts';
import type { LeftOutReason } from '../matching/stored-factors.ts';
import { SALARY_BASES, WORKING_TIME_FACTORS } from '../../../machines/working-time.ts';
import { factorSchema, verdictSchema } from '../matching/explanation-schemas.ts';

// The care console's answers: processes with their parties, follow-ups, companies and the funnel.

const careProcessSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    state: z.string(),
    archived: z.boolean(),
    need_id: z.number().int(),
    position: z.string(),
    city: z.string(),
    call_slot: instant.nullable(),
    closing: z
      .object({
        event: z.string().optional(),
        by: z.string().optional(),
        reason: z.string().optional(),
        text: z.string().optional(),
        reply: z.string().optional().describe("the candidate's answer to a company's refusal"),
      })
      .nullable(),
    candidate: z.object({ id: z.number().int(), name: z.string(), phone: z.string(), email: z.string() }),
    company: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
    created_at: instant,
    updated_at: instant,
    can: z.array(hiringEventTypeSchema).describe('the care events the caller may send now (the console offers only these)'),
    licence: careLicenceSchema
      .nullable()
      .optional()
      .describe('screening queue only: the licence care checks in the phone screen (null: the job title is not regulated)'),
  })
  .meta({ id: 'CareProcess' });

const careFollowUpSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum([
      'candidateNoShow',
      'companyNoShow',
      'finalOfferRejected',
      'proposalUnanswered',
      'presenceDisputed',
      'acceptedOfferWithdrawn',
      'reopenRequested',
      'licenceExpired',
      'refusalReplied',
    ]),
    flagged_at: instant,
    reason: z.string().nullable().describe('what the party wrote when asking to reopen'),
    asked_by: z
      .object({ side: z.enum(['candidate', 'company']), name: z.string() })
      .nullable()
      .describe('who asked to reopen: the candidate, or the company member by name; null for the flags the system raised'),
    process: careProcessSchema,
  })
  .meta({ id: 'CareFollowUp' });

const careCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contact_name: z.string(),
    email: z.string(),
    phone: z.string(),
    city: z.string().nullable(),
    credits: z.number().int(),
    open_needs: z.number().int().nullable().optional(),
  })
  .meta({ id: 'CareCompany' });

export const careQueueSchema = z.object({ screening: z.array(careProcessSchema), follow_ups: z.array(careFollowUpSchema) });

export const careProcessListSchema = z.object({ data: z.array(careProcessSchema) });

export const careSearchSchema = z.object({
  candidates: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      city: z.string().nullable(),
      job_search_status: z.string().nullable(),
    }),
  ),
  companies: z.array(careCompanySchema),
  processes: z.array(careProcessSchema),
});

export const careCompaniesSchema = z.object({ data: z.array(careCompanySchema) });

export const careNeedsSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string().nullable(), position: z.string(), city: z.string(), company: z.string() })),
});

/** One factor of a candidate's explanation for a post, as care's posts list reads it (matching/explain.ts). */
const postFactorSchema = z.object({
  factor: factorSchema,
  verdict: verdictSchema,
  points: z.number(),
  max: z.number(),
  share: z.number().describe('points over the rank, 0..1'),
});

export const recommendedSchema = z.object({
  data: z.array(
    z.object({
      process_id: z.number().int().nullable(),
      candidate_id: z.number().int(),
      name: z.string(),
      source: z.string().describe('matching, or care’s own recommendation'),
      rank: z.number(),
      version: z.number().int().describe('the matching logic’s version the explanation was made with'),
      outcome: z.string().nullable().describe('care’s decision: validated, rejected, or null while undecided'),
      created_at: instant,
      factors: z.array(postFactorSchema.extend({ overridden: z.boolean() })).describe('every factor, as care last set it'),
    }),
  ),
});

/** Every criterion of matching a candidate can miss for a post (matching/rank.ts), and an expired licence. */
const MISSED = [
  'jobTitle',
  'specialty',
  'searchStatus',
  'blacklisted',
  'workType',
  'salary',
  'location',
  ...WORKING_TIME_FACTORS,
  'reliability',
  'licenceExpired',
] as const;

const MISFITS = [...MISSED, 'inProcess'] as const satisfies readonly PostMisfit[];

/** Why a matching run did not offer the post (matching/stored-factors.ts LeftOutReason). */
const LEFT_OUT_REASONS = [...MISSED, 'rankedBelow'] as const satisfies readonly LeftOutReason[];

export const leftOutSchema = z.object({
  data: z.array(
    z.object({
      candidate_id: z.number().int(),
      name: z.string(),
      reasons: z
        .array(z.enum(LEFT_OUT_REASONS))
        .describe('every criterion she misses, an expired licence, or rankedBelow: she misses none and ranked below those offered'),
      factors: z.array(postFactorSchema).nullable().describe('every factor matching weighed at that run; null on older rows'),
      distance_km: z.number().int().nullable(),
      run_at: instant.describe('the matching run that left her out'),
    }),
  ),
});

export const candidatePostsSchema = z.object({
  candidate: z.object({
    id: z.number().int(),
    name: z.string(),
    job_title: z.string().nullable(),
    city: z.string().nullable(),
    max_distance_km: z.number().int().nullable(),
    salary_min: z.number().int().nullable().describe('the monthly pay she asks for, in LEI, on salary_basis'),
    salary_max: z.number().int().nullable(),
    salary_basis: z.enum(SALARY_BASES),
  }),
  offer_deadline: instant.describe('when her time to answer would end, were the offer sent now'),
  posts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string().nullable(),
      position: z.string(),
      company: z.string(),
      city: z.string(),
      salary_min: z.number().int().nullable(),
      salary_max: z.number().int().nullable(),
      distance_km: z.number().int().nullable().describe('from her city, when both are known'),
      score: z.number().nullable().describe("matching's score when the post fits her; null when it does not"),
      misfits: z
        .array(z.enum(MISFITS))
        .describe(
          'every criterion the post misses; shifts, garzi, nights, weekends: a limit she stated that the post breaks (care may still recommend it); inProcess: she already has a process for it (the recommendation is refused)',
        ),
    }),
  ),
});

export const companyCreditsSchema = z.object({ id: z.number().int(), name: z.string(), credits: z.number().int() });

export const friendRecommendationsSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      friend: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
      recommender: z.object({ id: z.number().int(), name: z.string() }),
      created_at: instant,
      invited_at: instant.nullable(),
      withheld: z
        .enum(['unsubscribed', 'recently-invited', 'links'])
        .nullable()
        .describe('why no invitation was mailed: the address asked to stop, was invited lately, or a name holds a link'),
      registered_at: instant.nullable(),
    }),
  ),
});

const count = z.number().int();
const hours = z.number().nullable();

export const funnelReportSchema = z
  .object({
    from: instant,
    to: instant,
    stages: z.array(z.object({ id: z.enum(['offers', 'interested', 'validated', 'accepted', 'interviewed', 'finalOffer', 'hired']), count })),
    time_in_state: z.array(z.object({ state: z.string(), count, median_hours: hours, mean_hours: hours })),
    exits: z.array(z.object({ state: z.string(), reason: z.string().nullable(), count })),
    page_views: z.object({
      total: count,
      by_path: z.array(z.object({ path: z.string(), count })),
      by_day: z.array(z.object({ day: z.string(), count })),
    }),
  })
  .meta({ id: 'FunnelReport' });
