import { z } from 'zod';
import { instant } from '../lib/response-schemas.ts';
import { FACTORS } from './explain.ts';

// The answers of the explanation routes: one shape per audience (explanation-views.ts decides what each reads).

export const factorSchema = z.enum(FACTORS);
export const verdictSchema = z.enum(['fits', 'partial', 'breaks', 'unknown']);
const inputsSchema = z.object({ post: z.unknown(), candidate: z.unknown() }).nullable().describe('the values the factor compared');

const candidateExplanation = z.object({
  audience: z.literal('candidate'),
  version: z.number().int(),
  factors: z.array(
    z.object({
      factor: factorSchema,
      verdict: verdictSchema,
      share: z.number().describe('its share of the rank, 0..1'),
      inputs: inputsSchema,
      profile_section: z.string().nullable().describe('the section of /profile where she corrects it; null when none'),
    }),
  ),
});

const companyExplanation = z.object({
  audience: z.literal('company'),
  version: z.number().int(),
  factors: z.array(z.object({ factor: factorSchema, verdict: verdictSchema, km: z.number().nullable().optional() })),
});

const careExplanation = z.object({
  audience: z.literal('care'),
  id: z.number().int(),
  version: z.number().int(),
  source: z.string(),
  rank: z.number(),
  created_at: instant,
  outcome: z.string().nullable().describe('validated or rejected; null before care decided'),
  outcome_reason: z.string().nullable(),
  validated_by: z.number().int().nullable(),
  decided_at: instant.nullable(),
  factors: z.array(
    z.object({
      factor: factorSchema,
      verdict: verdictSchema.describe('as care last set it'),
      computed: verdictSchema.describe('as matching computed it'),
      overridden: z.boolean(),
      points: z.number(),
      max: z.number(),
      share: z.number(),
      inputs: inputsSchema,
    }),
  ),
  log: z.array(
    z.object({
      action: z.enum(['validated', 'rejected', 'overridden']),
      factor: factorSchema.nullable().describe('the factor overridden'),
      verdict: verdictSchema.nullable().describe('the verdict care set'),
      reason: z.string().nullable(),
      actor_id: z.number().int(),
      at: instant,
    }),
  ),
});

export const explanationSchema = z
  .discriminatedUnion('audience', [candidateExplanation, companyExplanation, careExplanation])
  .meta({ id: 'MatchExplanation' });
export const careExplanationSchema = careExplanation.meta({ id: 'CareMatchExplanation' });

export const overrideBody = z.strictObject({
  factor: factorSchema,
  verdict: verdictSchema,
  reason: z.string('required').trim().min(1, 'required').max(1000, 'tooLong'),
});

export const letterSchema = z.object({ locale: z.string(), text: z.string() }).meta({ id: 'ExplanationLetter' });
