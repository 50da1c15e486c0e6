import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import type { Candidate, CandidateUpdate } from '../db/types.ts';
import { HttpError, notFound } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import { nameField, phoneField } from '../accounts/fields.ts';
import { candidateCompleteness } from './completeness.ts';
import { saveStep } from './onboarding-steps.ts';
import { STEP_COUNT } from '../../../machines/onboarding.machine.ts';
import { textId } from '../routes/ids.ts';
import { SALARY_BASES, SHIFT_PATTERNS } from '../../../machines/working-time.ts';

const slug = z.string().trim().min(1, { error: errors.required.id }).max(100);
const slugList = (max: number) => z.array(slug).max(max).nullable().optional();
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: errors.invalidDate.id });
// A schema-level `error` would also replace the messages of later checks, so each check names its own.
const salary = z
  .number({ error: (iss) => (iss.input === undefined ? errors.required.id : errors.salaryNumber.id) })
  .int({ error: errors.salaryNumber.id })
  .positive({ error: errors.salaryPositive.id })
  .max(1_000_000, { error: errors.maxValue.id });

export const onboardingPatchSchema = z
  .object({
    access_token: z.string().optional(),
    step: z.number().int().min(0).max(STEP_COUNT).optional(),
    completed: z.boolean().optional(),
    name: nameField.optional(),
    phone: phoneField.optional(),
    receive_notifications: z.boolean().optional(),
    birth_date: nullable(z.iso.date({ error: errors.invalidDate.id })),
    category: nullable(slug),
    sub_category: nullable(slug),
    tags: slugList(50),
    secondary_categories: slugList(10),
    work_type: nullable(z.enum(['full_time', 'part_time', 'both'])),
    city: nullable(slug),
    work_locations: slugList(30),
    max_distance_in_km: nullable(z.number().int().min(0).max(1000)),
    open_to_relocation: nullable(z.boolean()),
    preferred_cities: slugList(30),
    certification: nullable(slug),
    experience: nullable(slug),
    language_level: nullable(z.number().int().min(1).max(10)),
    min_salary: nullable(salary),
    max_salary: nullable(salary),
    // The basis (net or gross) of the two amounts above; matching converts to gross, the basis of a post's range.
    salary_basis: z.enum(SALARY_BASES, { error: errors.invalidOption.id }).optional(),
    // Her working-time limits, which matching never breaks; null (or no pattern) is "not stated", never "anything".
    max_garzi_per_month: nullable(z.number().int().min(0).max(31)),
    accepts_nights: nullable(z.boolean()),
    accepts_weekends: nullable(z.boolean()),
    accepted_shift_patterns: nullable(
      z
        .array(z.enum(SHIFT_PATTERNS, { error: errors.invalidOption.id }))
        .max(SHIFT_PATTERNS.length)
        .refine((list) => new Set(list).size === list.length, { error: errors.invalidValue.id }),
    ),
    agree_to_work_abroad: nullable(z.boolean()),
    preferred_countries: slugList(40),
    schedules: slugList(20),
    notification_preferences: nullable(z.array(z.enum(['phone', 'email', 'sms', 'whatsapp'])).max(4)),
    job_search_status: nullable(z.enum(['ready', 'interviewing', 'not_ready'])),
    black_listed_companies: slugList(100),
    about: nullable(z.string().trim().max(4000)),
    experience_entries: nullable(
      z
        .array(
          z.object({
            employer: z.string().trim().min(1, { error: errors.required.id }).max(200),
            role: z.string().trim().min(1, { error: errors.required.id }).max(200),
            city: z.string().trim().max(100).nullable().optional(),
            from: yearMonth,
            to: yearMonth.nullable().optional(),
          }),
        )
        .max(30),
    ),
    education_entries: nullable(
      z
        .array(
          z.object({
            institution: z.string().trim().min(1, { error: errors.required.id }).max(200),
            degree: z.string().trim().min(1, { error: errors.required.id }).max(200),
            graduation_year: z.number().int().min(1950).max(2100).nullable().optional(),
          }),
        )
        .max(20),
    ),
    availability: nullable(z.array(z.number().int().min(0).max(6)).max(7)),
  })
  .refine((p) => p.min_salary == null || p.max_salary == null || p.min_salary <= p.max_salary, {
    error: errors.salaryRange.id,
    path: ['max_salary'],
  });

export type OnboardingPatch = z.output<typeof onboardingPatchSchema>;

// Which nomenclature each slug field must come from (companies are checked against the companies table).
const SLUG_DOMAINS = [
  ['category', 'functions'],
  ['sub_category', 'domain'],
  ['tags', 'competencies'],
  ['secondary_categories', 'functions'],
  ['certification', 'educations'],
  ['experience', 'experiences'],
  ['preferred_countries', 'abroad-work-countries'],
  ['schedules', 'schedules'],
] as const satisfies ReadonlyArray<readonly [keyof OnboardingPatch, string]>;
const CITY_FIELDS = ['city', 'work_locations', 'preferred_cities'] as const;

/** Unknown slugs become field errors (`tags.2: choose one of the options`), never rows pointing nowhere. */
async function checkReferences(db: Db, patch: OnboardingPatch): Promise<void> {
  const fields: Record<string, Array<{ descriptor: typeof errors.invalidOption }>> = {};
  const check = (field: string, value: string | string[] | null | undefined, known: Set<string>) => {
    if (value == null) return;
    const list = Array.isArray(value) ? value : [value];
    list.forEach((v, i) => {
      if (!known.has(v)) fields[Array.isArray(value) ? `${field}.${i}` : field] = [{ descriptor: errors.invalidOption }];
    });
  };
  const domains = [...new Set(SLUG_DOMAINS.filter(([f]) => patch[f] != null).map(([, d]) => d))];
  if (domains.length) {
    const rows = await db.selectFrom('nomenclatures').select(['domain', 'slug']).where('domain', 'in', domains).execute();
    for (const [field, domain] of SLUG_DOMAINS) {
      const known = new Set(rows.filter((r) => r.domain === domain).map((r) => r.slug));
      check(field, patch[field], known);
    }
  }
  if (CITY_FIELDS.some((f) => patch[f] != null)) {
    const wanted = CITY_FIELDS.flatMap((f) => [patch[f] ?? []].flat());
    const rows = wanted.length ? await db.selectFrom('cities').select('slug').where('slug', 'in', wanted).execute() : [];
    const known = new Set(rows.map((r) => r.slug));
    for (const f of CITY_FIELDS) check(f, patch[f], known);
  }
  if (patch.black_listed_companies?.length) {
    // Only ids a row can have reach the query (int4); any other entry is simply unknown.
    const ids = patch.black_listed_companies.flatMap((id) => textId.safeParse(id).data ?? []);
    const rows = ids.length ? await db.selectFrom('companies').select('user_id').where('user_id', 'in', ids).execute() : [];
    check('black_listed_companies', patch.black_listed_companies, new Set(rows.map((r) => String(r.user_id))));
  }
  if (Object.keys(fields).length) throw new HttpError(400, errors.validation, { fields });
}

const json = (v: unknown[] | null | undefined) => (v === undefined ? undefined : JSON.stringify(v ?? []));

export async function applyOnboardingPatch(db: Db, clock: Clock, candidateId: number, patch: OnboardingPatch): Promise<Candidate> {
  await checkReferences(db, patch);
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('candidates').selectAll().where('user_id', '=', candidateId).forUpdate().executeTakeFirst();
    if (!current) throw notFound();
    // The salary range is checked against what is stored too, since a PATCH may send only one bound.
    const min = patch.min_salary === undefined ? current.min_salary : patch.min_salary;
    const max = patch.max_salary === undefined ? current.max_salary : patch.max_salary;
    if (min != null && max != null && min > max) {
      throw new HttpError(400, errors.validation, { fields: { max_salary: [{ descriptor: errors.salaryRange }] } });
    }
    const update: CandidateUpdate = {
      updated_at: now,
      full_name: patch.name,
      phone: patch.phone,
      receive_notifications: patch.receive_notifications,
      birth_date: patch.birth_date,
      category: patch.category,
      sub_category: patch.sub_category,
      tags: json(patch.tags),
      secondary_job_titles: json(patch.secondary_categories),
      work_type: patch.work_type,
      city: patch.city,
      work_locations: json(patch.work_locations),
      max_distance_in_km: patch.max_distance_in_km,
      open_to_relocation: patch.open_to_relocation,
      preferred_cities: json(patch.preferred_cities),
      certification: patch.certification,
      experience: patch.experience,
      language_level: patch.language_level,
      min_salary: patch.min_salary,
      max_salary: patch.max_salary,
      salary_basis: patch.salary_basis,
      max_garzi_per_month: patch.max_garzi_per_month,
      accepts_nights: patch.accepts_nights,
      accepts_weekends: patch.accepts_weekends,
      accepted_shift_patterns: json(patch.accepted_shift_patterns),
      agree_to_work_abroad: patch.agree_to_work_abroad,
      preferred_countries: json(patch.preferred_countries),
      schedules: json(patch.schedules),
      notification_preferences: json(patch.notification_preferences),
      job_search_status: patch.job_search_status,
      blacklisted_companies: json(patch.black_listed_companies),
      about: patch.about,
      experience_entries: json(
        patch.experience_entries?.map((e) => ({ employer: e.employer, role: e.role, city: e.city ?? null, from: e.from, to: e.to ?? null })),
      ),
      education_entries: json(
        patch.education_entries?.map((e) => ({ institution: e.institution, degree: e.degree, graduationYear: e.graduation_year ?? null })),
      ),
      availability: json(patch.availability),
      // In the wizard's order only; going back to a saved step never lowers the count.
      onboarding_step: saveStep(current, patch),
      onboarding_completed_at: patch.completed === undefined ? undefined : patch.completed ? (current.onboarding_completed_at ?? now) : null,
    };
    // Kysely leaves out the columns whose value is undefined: only what the patch sent is written.
    return trx.updateTable('candidates').set(update).where('user_id', '=', candidateId).returningAll().executeTakeFirstOrThrow();
  });
}

export async function loadCandidate(db: Db, candidateId: number): Promise<Candidate> {
  const c = await db.selectFrom('candidates').selectAll().where('user_id', '=', candidateId).executeTakeFirst();
  if (!c) throw notFound();
  return c;
}

/** The onboarding profile as the wizard reads it back (field names of the API, not of the table). */
export async function onboardingView(db: Db, c: Candidate) {
  const user = await db.selectFrom('users').select('email').where('id', '=', c.user_id).executeTakeFirstOrThrow();
  return {
    id: c.user_id,
    email: user.email,
    name: c.full_name,
    phone: c.phone,
    step: c.onboarding_step,
    completed: c.onboarding_completed_at !== null,
    receive_notifications: c.receive_notifications,
    birth_date: c.birth_date,
    category: c.category,
    sub_category: c.sub_category,
    tags: c.tags,
    secondary_categories: c.secondary_job_titles,
    work_type: c.work_type,
    city: c.city,
    work_locations: c.work_locations,
    max_distance_in_km: c.max_distance_in_km,
    open_to_relocation: c.open_to_relocation,
    preferred_cities: c.preferred_cities,
    certification: c.certification,
    experience: c.experience as '0-1' | '1-3' | '3-5' | '5-10' | '10-plus' | null,
    language_level: c.language_level,
    min_salary: c.min_salary,
    max_salary: c.max_salary,
    salary_basis: c.salary_basis,
    max_garzi_per_month: c.max_garzi_per_month,
    accepts_nights: c.accepts_nights,
    accepts_weekends: c.accepts_weekends,
    accepted_shift_patterns: c.accepted_shift_patterns,
    agree_to_work_abroad: c.agree_to_work_abroad,
    preferred_countries: c.preferred_countries,
    schedules: c.schedules,
    notification_preferences: c.notification_preferences,
    job_search_status: c.job_search_status,
    black_listed_companies: c.blacklisted_companies,
    about: c.about,
    experience_entries: c.experience_entries,
    education_entries: c.education_entries.map((e) => ({ institution: e.institution, degree: e.degree, graduation_year: e.graduationYear })),
    availability: c.availability,
    cv_file_name: c.cv_name,
    completeness: candidateCompleteness(c),
  };
}
