import { z } from 'zod';
import { instant } from '../lib/response-schemas.ts';
import { licenceBadgeSchema } from '../licences/licence-schemas.ts';

// A candidate as the company linked to her (and care) reads her: the list and the profile.

export const labelledSchema = z
  .object({ slug: z.string(), name: z.string() })
  .describe('A nomenclature slug (city, job title, competency …) with its label in the Accept-Language locale')
  .meta({ id: 'Labelled' });

export const workTypeSchema = z.enum(['full_time', 'part_time', 'both']).meta({ id: 'WorkType' });

export const jobSearchStatusSchema = z.enum(['ready', 'interviewing', 'not_ready']).meta({ id: 'JobSearchStatus' });

export const disclosureSchema = z
  .enum(['anonymous', 'profile', 'contact'])
  .describe(
    'What the caller sees of the candidate (src/server/privacy/disclosure.ts): anonymous (initials, occupation, city, experience, ' +
      'salary range) until the candidate accepted the offer and care validated her; profile (name, whole profile, CV) from then; ' +
      'contact (email, phone) once the company accepted her. Care and the candidate herself: contact.',
  )
  .meta({ id: 'Disclosure' });

export const experienceEntrySchema = z
  .object({
    employer: z.string(),
    role: z.string(),
    city: z.string().nullable().optional(),
    from: z.string().describe('YYYY-MM'),
    to: z.string().nullable().optional().describe('YYYY-MM; null = current job (Present)'),
  })
  .meta({ id: 'ExperienceEntry' });

export const educationEntrySchema = z
  .object({ institution: z.string(), degree: z.string(), graduation_year: z.number().int().nullable().optional() })
  .meta({ id: 'EducationEntry' });

const salary = z.number().int().nullable().describe('gross monthly LEI (a wish the candidate stated net is made gross)');

const companyCandidateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: labelledSchema.nullable(),
    preferred_cities: z.array(labelledSchema),
    category: z.string().nullable().describe('job title slug'),
    category_label: z.string().nullable(),
    sub_category: z.string().nullable().describe('specialty slug'),
    sub_category_label: z.string().nullable(),
    work_type: workTypeSchema.nullable(),
    desired_salary_min: salary,
    desired_salary_max: salary,
    first_recommended_at: instant,
    processes: z.number().int(),
    status: z.string(),
    last_process_id: z.number().int(),
    last_need_id: z.number().int(),
    last_archived: z.boolean(),
    activated_at: instant,
  })
  .describe("Labels in the Accept-Language locale; `status` and `last_*` describe the candidate's newest process with the company.")
  .meta({ id: 'CompanyCandidate' });

export const candidatesPageSchema = z.object({
  data: z.array(companyCandidateSchema),
  total: z.number().int(),
  total_is_capped: z.boolean(),
  next_before: z.string().nullable().describe('cursor of the next page; null on the last'),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const companyCandidateProfileSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('initials only while disclosure is anonymous'),
    disclosure: disclosureSchema,
    age: z.number().int().nullable(),
    city: labelledSchema.nullable(),
    distance_km: z.number().int().nullable().describe("from the candidate's city to the city of the newest process's need"),
    preferred_cities: z.array(labelledSchema),
    work_locations: z.array(labelledSchema),
    max_distance_in_km: z.number().int().nullable(),
    open_to_relocation: z.boolean().nullable(),
    category: labelledSchema.nullable(),
    sub_category: labelledSchema.nullable(),
    secondary_job_titles: z.array(labelledSchema),
    competencies: z.array(labelledSchema),
    experience: labelledSchema.nullable(),
    certification: labelledSchema.nullable(),
    expert: z.boolean(),
    work_type: workTypeSchema.nullable(),
    desired_salary_min: salary,
    desired_salary_max: salary,
    schedules: z.array(labelledSchema),
    language_level: z.number().int().nullable(),
    about: z.string().nullable(),
    experience_entries: z.array(experienceEntrySchema),
    education_entries: z.array(educationEntrySchema),
    job_search_status: jobSearchStatusSchema.nullable(),
    activated_at: instant,
    has_cv: z.boolean().describe('false while disclosure is anonymous (the CV is not readable then)'),
    contact: z.object({ email: z.string(), phone: z.string() }).nullable().describe('null until the company accepted the candidate'),
    current_status: z.string().nullable(),
    processes: z.array(
      z.object({
        id: z.number().int(),
        need_id: z.number().int(),
        need_title: z.string(),
        need_city: labelledSchema,
        distance_km: z.number().int().nullable(),
        status: z.string(),
        archived: z.boolean(),
        created_at: instant,
        updated_at: instant,
        licence: licenceBadgeSchema.nullable(),
      }),
    ),
    archived_processes: z.number().int(),
    licence: licenceBadgeSchema.nullable().describe("the current process's badge"),
  })
  .describe('A candidate as a company linked to it by a process sees it (care sees every process); labels in the Accept-Language locale')
  .meta({ id: 'CompanyCandidateProfile' });
