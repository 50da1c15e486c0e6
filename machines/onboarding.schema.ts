import { z } from 'zod';
import { SALARY_BASES, SHIFT_PATTERNS } from './working-time.ts';

// What each onboarding step sends (PATCH /register/candidate/{id}), shared by the wizard and the API.
// Issue messages are keys of the validation message catalogue (spec §5); each side translates them.
// Values are nomenclature slugs (countries: ISO codes) from the public nomenclatures.

const slug = z.string().trim().min(1, 'required');
const slugs = z.array(z.string().trim().min(1)).max(50);

export const WORK_TYPES = ['full_time', 'part_time', 'both'] as const;
export const EXPERIENCE_BUCKETS = ['0-1', '1-3', '3-5', '5-10', '10-plus'] as const;
export const NOTIFICATION_CHANNELS = ['phone', 'email', 'sms', 'whatsapp'] as const;
export const JOB_SEARCH_STATUSES = ['ready', 'interviewing', 'not_ready'] as const;

export const jobStepSchema = z.object({
  category: slug,
  sub_category: z.string().trim().min(1).nullable(),
  tags: slugs,
});

export const locationStepSchema = z.object({
  work_type: z.enum(WORK_TYPES, 'required'),
  city: slug,
  work_locations: slugs,
  max_distance_in_km: z.number('required').int().min(0, 'distance').max(1000, 'distance'),
  open_to_relocation: z.boolean(),
  preferred_cities: slugs,
});

export const educationStepSchema = z.object({
  certification: slug,
  experience: z.enum(EXPERIENCE_BUCKETS, 'required'),
  language_level: z.number('required').int().min(1, 'languageLevel').max(10, 'languageLevel'),
  secondary_categories: slugs,
});

export const salaryStepSchema = z
  .object({
    min_salary: z.number('salaryNumber').positive('salaryPositive'),
    max_salary: z.number('salaryNumber').positive('salaryPositive').nullable(),
    salary_basis: z.enum(SALARY_BASES, 'required'),
    // Working-time limits: null (no pattern) means she did not say, and matching then never excludes on it.
    max_garzi_per_month: z.number('garziRange').int('garziRange').min(0, 'garziRange').max(31, 'garziRange').nullable(),
    accepts_nights: z.boolean().nullable(),
    accepts_weekends: z.boolean().nullable(),
    accepted_shift_patterns: z.array(z.enum(SHIFT_PATTERNS)).max(SHIFT_PATTERNS.length),
    agree_to_work_abroad: z.boolean(),
    preferred_countries: slugs,
  })
  .refine((value) => value.max_salary === null || value.max_salary >= value.min_salary, {
    message: 'salaryRange',
    path: ['max_salary'],
  });

export const preferencesStepSchema = z.object({
  notification_preferences: z.array(z.enum(NOTIFICATION_CHANNELS)).min(1, 'required'),
  job_search_status: z.enum(JOB_SEARCH_STATUSES, 'required'),
  black_listed_companies: slugs,
});

/** The CV step saves no field of its own: the file goes to POST /cv; this marks the wizard complete. */
export const cvStepSchema = z.object({ completed: z.literal(true) });

export const onboardingStepSchemas = {
  job: jobStepSchema,
  location: locationStepSchema,
  education: educationStepSchema,
  salary: salaryStepSchema,
  preferences: preferencesStepSchema,
  cv: cvStepSchema,
} as const;

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;
