import { z } from 'zod';
import { educationEntrySchema, experienceEntrySchema, jobSearchStatusSchema, workTypeSchema } from '../candidates/candidate-schemas.ts';
import { calendarDay } from '../lib/response-schemas.ts';
import { SALARY_BASES, SHIFT_PATTERNS } from '../../../machines/working-time.ts';

// The answer of GET and PATCH /register/candidate/{id} (onboardingView): what the wizard and the profile page read.
// Every answer is optional as in the wizard's fields; the identity and the progress are always there.
const slugs = z.array(z.string()).nullable().optional();
const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const onboardingViewSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    phone: z.string().describe('E.164'),
    step: z.number().int().min(0).max(6).describe('Saved wizard steps (1-6).'),
    completed: z.boolean(),
    receive_notifications: z.boolean().optional(),
    birth_date: optional(calendarDay),
    category: optional(z.string()).describe('job title slug (publicnomenclatures/functions)'),
    sub_category: optional(z.string()).describe('specialty slug (publicnomenclatures/domain)'),
    tags: slugs.describe('competency slugs'),
    secondary_categories: slugs.describe('job title slugs'),
    work_type: optional(workTypeSchema),
    city: optional(z.string()).describe('city slug of residence'),
    work_locations: slugs,
    max_distance_in_km: optional(z.number().int()),
    open_to_relocation: optional(z.boolean()),
    preferred_cities: slugs,
    certification: optional(z.string()).describe('education slug'),
    experience: optional(z.enum(['0-1', '1-3', '3-5', '5-10', '10-plus'])),
    language_level: optional(z.number().int()).describe('English level 1-10'),
    min_salary: optional(z.number().int()).describe('monthly LEI, on salary_basis'),
    max_salary: optional(z.number().int()).describe('monthly LEI, on salary_basis'),
    salary_basis: z.enum(SALARY_BASES).optional().describe('whether the desired pay is net or gross (brut)'),
    max_garzi_per_month: optional(z.number().int()).describe('the most gărzi (on-call shifts) a month she accepts; null: not stated'),
    accepts_nights: optional(z.boolean()).describe('null: not stated'),
    accepts_weekends: optional(z.boolean()).describe('null: not stated'),
    accepted_shift_patterns: z.array(z.enum(SHIFT_PATTERNS)).optional().describe('the shift patterns she accepts; empty: not stated'),
    agree_to_work_abroad: optional(z.boolean()),
    preferred_countries: slugs.describe('ISO 3166-1 alpha-2 codes'),
    schedules: slugs.describe('schedule slugs'),
    notification_preferences: optional(z.array(z.enum(['phone', 'email', 'sms', 'whatsapp']))),
    job_search_status: optional(jobSearchStatusSchema),
    black_listed_companies: slugs.describe('company ids (publicnomenclatures/companies slugs)'),
    about: optional(z.string()),
    experience_entries: optional(z.array(experienceEntrySchema)),
    education_entries: optional(z.array(educationEntrySchema)),
    availability: optional(z.array(z.number().int())).describe('weekdays, 0 = Monday'),
    cv_file_name: optional(z.string()),
    completeness: z.number().int().min(0).max(100).optional(),
  })
  .meta({ id: 'OnboardingProfile' });
