import { z } from 'zod';
import { CONTRACT_KINDS, GARDA_KINDS, NORMAS, SHIFT_PATTERNS } from '../../../machines/post-terms.ts';
import { workTypeSchema } from '../candidates/candidate-schemas.ts';
import { instant } from '../lib/response-schemas.ts';
import { MEMBER_ROLES } from '../../../machines/member-roles.ts';

// A need (the company's job post) as answered: alone, in the list with its counts, with its pipeline, as edited.

const salary = z.number().int().nullable().describe('gross (brut) monthly LEI for the normă');
const int = z.number().int().nullable();

/** A post's terms as stored: each null on a post written before terms were asked (then `terms_complete` is false). */
export const termsViewFields = {
  norma: z.enum(NORMAS).nullable(),
  hours_per_week: int.describe('part time only'),
  shift_pattern: z.enum(SHIFT_PATTERNS).nullable(),
  garzi_per_month: int,
  garda_pay: int.describe('gross LEI per gardă, where stated'),
  garda_kind: z.enum(GARDA_KINDS).nullable(),
  night_work: z.boolean().nullable(),
  weekend_work: z.boolean().nullable(),
  start_date: z.string().nullable().describe('YYYY-MM-DD; null: as soon as possible'),
  contract_kind: z.enum(CONTRACT_KINDS).nullable(),
  contract_months: int.describe('fixed-term contracts only'),
  probation_days: int,
  terms_complete: z.boolean().describe('false: the post sends no new offer until the company completes its terms'),
};

export const needSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    title: z.string().describe("the title given, else the job title's label"),
    job_title: z.string(),
    job_title_label: z.string().nullable(),
    specialty: z.string().nullable(),
    specialty_label: z.string().nullable(),
    tags: z.array(z.string()).describe('competency slugs'),
    city: z.string(),
    city_name: z.string().nullable(),
    address: z.string().nullable(),
    work_type: workTypeSchema,
    schedule: z.string().nullable().describe('schedule slug'),
    salary_min: salary,
    salary_max: salary,
    ...termsViewFields,
    description: z.string().nullable(),
    positions: z.number().int(),
    archived: z.boolean(),
    archived_at: instant.nullable(),
    archive_reason: z.string().nullable().describe('company refusal reason slug (POST /needs/{id}/archive)'),
    archive_text: z.string().nullable(),
    created_at: instant,
  })
  .describe('Labels (job_title_label, specialty_label, city_name) in the Accept-Language locale; null when the slug has none.')
  .meta({ id: 'Need' });

const needSummarySchema = needSchema
  .extend({ status_counts: z.record(z.string(), z.number().int()), open_processes: z.number().int() })
  .meta({ id: 'NeedSummary' });

export const needListSchema = z.object({ data: z.array(needSummarySchema) });

const postPersonSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(MEMBER_ROLES), active: z.boolean() });

/** Who works on a post: its owner (answers for it; the candidate deals with them) and its members. */
export const postPeopleSchema = z.object({ owner: postPersonSchema.nullable(), members: z.array(postPersonSchema) }).meta({ id: 'PostPeople' });

export const postMembersInputSchema = z.strictObject({
  user_ids: z.array(z.number().int().positive()).max(200).describe('the members of the post: active members of its company'),
});

export const needDetailSchema = needSchema.extend({
  people: postPeopleSchema,
  pipeline: z.array(
    z.object({
      status: z.string(),
      processes: z.array(
        z.object({
          id: z.number().int(),
          candidate: z.object({ id: z.number().int(), name: z.string() }),
          state: z.string(),
          archived: z.boolean(),
          created_at: instant,
          updated_at: instant,
        }),
      ),
    }),
  ),
});

export const editedNeedSchema = needSchema.extend({
  changed: z.array(z.enum(['title', 'job_title', 'specialty', 'city', 'address', 'work_type', 'salary', 'terms'])),
  notified: z.number().int().min(0),
});

export const archivedNeedSchema = z.object({
  id: z.number().int(),
  archived: z.boolean(),
  ended: z.array(z.object({ process_id: z.number().int(), from: z.string().describe('the stage it left') })),
});
