/**
 * Typed, validated access to the nomenclature and demo seed files beside this module.
 * The JSON files are the source of truth; the zod schemas here are their contract (see /work/notes/data.md),
 * so a bad edit fails loudly at seed time instead of landing half-valid rows in the database.
 */
import { z } from 'zod';
import { postTermsFields, termsIssues } from '../../../../machines/post-terms.ts';
import { toE164 } from '../../../../machines/phone.ts';
import { SALARY_BASES, SHIFT_PATTERNS } from '../../../../machines/working-time.ts';
import jobTitlesJson from './job-titles.json' with { type: 'json' };
import specialtiesJson from './specialties.json' with { type: 'json' };
import competenciesJson from './competencies.json' with { type: 'json' };
import countiesJson from './counties.json' with { type: 'json' };
import citiesJson from './cities.json' with { type: 'json' };
import educationsJson from './educations.json' with { type: 'json' };
import experiencesJson from './experiences.json' with { type: 'json' };
import schedulesJson from './schedules.json' with { type: 'json' };
import identificationsJson from './identifications.json' with { type: 'json' };
import abroadWorkCountriesJson from './abroad-work-countries.json' with { type: 'json' };
import refusalReasonsJson from './refusal-reasons.json' with { type: 'json' };
import demoProfilesJson from './demo-profiles.json' with { type: 'json' };
import licenceBodiesJson from './licence-bodies.json' with { type: 'json' };

// Romanian must use comma-below ș/ț; cedilla ş/ţ (U+015F/U+0163 and capitals) look alike but break search and sorting.
const CEDILLA = /[\u015E\u015F\u0162\u0163]/;
const text = z.string().trim().min(1);
const roText = text.refine((s) => !CEDILLA.test(s), 'uses cedilla ş/ţ instead of comma-below ș/ț');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be kebab-case ASCII');
const labelled = { slug, ro: roText, en: text };

export const JOB_TITLE_GROUPS = ['doctor', 'nurse', 'midwife', 'pharmacy', 'other'] as const;
const jobTitleGroup = z.enum(JOB_TITLE_GROUPS);

export const jobTitleSchema = z.strictObject({ ...labelled, group: jobTitleGroup });
export const specialtySchema = z.strictObject({
  ...labelled,
  kind: z.enum(['clinical', 'surgical', 'paraclinical', 'dental', 'pharmacy', 'nursing', 'other']),
  groups: z.array(jobTitleGroup).min(1),
});
export const competencySchema = z.strictObject({ ...labelled, specialties: z.array(slug).min(1).optional() });
export const countySchema = z.strictObject({
  code: z.string().regex(/^[A-Z]{1,2}$/),
  slug,
  name: roText,
  seat: slug,
});
export const citySchema = z.strictObject({
  slug,
  name: roText,
  county: z.string().regex(/^[A-Z]{1,2}$/),
  lat: z.number().min(43.6).max(48.3),
  lng: z.number().min(20.2).max(29.75),
  population: z.number().int().positive(),
});
export const educationSchema = z.strictObject({ ...labelled, rank: z.number().int().positive() });
export const experienceSchema = z.strictObject({
  ...labelled,
  minYears: z.number().int().nonnegative(),
  maxYears: z.number().int().positive().nullable(),
});
export const labelledSchema = z.strictObject(labelled);
export const countrySchema = z.strictObject({ code: z.string().regex(/^[A-Z]{2}$/), ro: roText, en: text });
const reasonSchema = z.strictObject({ ...labelled, requiresText: z.boolean() });
/** A professional body issuing the licence to practise of the regulated job titles it lists. */
export const licenceBodySchema = z.strictObject({
  code: z.string().regex(/^[A-Z]{2,10}$/),
  ro: roText,
  en: text,
  jobTitles: z.array(slug).min(1),
});
export const refusalReasonsSchema = z.strictObject({ company: z.array(reasonSchema), candidate: z.array(reasonSchema) });

const phone = z.string().refine((p) => toE164(p) === p, 'phone must be stored as E.164 (+40722123456)');
const email = z.email().endsWith('@demo.medilink.ro');
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const lei = z.number().int().positive();

export const demoCandidateSchema = z.strictObject({
  email,
  fullName: roText,
  phone,
  birthDate: z.iso.date(),
  jobTitle: slug,
  specialty: slug.nullable(),
  secondaryJobTitles: z.array(slug),
  competencies: z.array(slug),
  workType: z.enum(['full_time', 'part_time', 'both']),
  city: slug,
  workLocations: z.array(slug),
  maxDistanceKm: z.number().int().positive(),
  openToRelocation: z.boolean(),
  preferredCities: z.array(slug),
  education: slug,
  salaryMin: lei,
  salaryMax: lei,
  /** The basis of salaryMin/Max; net when absent, as the profile has always asked. */
  salaryBasis: z.enum(SALARY_BASES).optional(),
  /** Working-time limits matching respects (machines/working-time.ts); absent: nothing stated. */
  limits: z
    .strictObject({
      acceptedShiftPatterns: z.array(z.enum(SHIFT_PATTERNS)),
      maxGarziPerMonth: z.number().int().min(0).max(31).nullable(),
      acceptsNights: z.boolean().nullable(),
      acceptsWeekends: z.boolean().nullable(),
    })
    .optional(),
  agreeToWorkAbroad: z.boolean(),
  preferredCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  englishLevel: z.number().int().min(1).max(10),
  experience: slug,
  schedules: z.array(slug),
  notificationPreferences: z.array(z.enum(['phone', 'email', 'sms', 'whatsapp'])),
  jobSearchStatus: z.enum(['ready', 'interviewing', 'not_ready']),
  receiveNotifications: z.boolean(),
  about: roText,
  experienceEntries: z.array(z.strictObject({ employer: roText, role: roText, city: roText, from: yearMonth, to: yearMonth.nullable() })),
  educationEntries: z.array(z.strictObject({ institution: roText, degree: roText, graduationYear: z.number().int().min(1960).max(2030) })),
});
export const demoCompanySchema = z.strictObject({
  email,
  name: roText,
  kind: z.enum(['clinic', 'hospital', 'pharmacy', 'laboratory']),
  contactName: roText,
  phone,
  city: slug,
  address: roText,
  credits: z.number().int().nonnegative(),
  about: roText,
});
export const demoCareSchema = z.strictObject({ email, fullName: roText, phone });
/** A job post of a demo company (`company` is its email); the workflow demo seed offers candidates some of them. */
export const demoNeedSchema = z
  .strictObject({
    key: slug,
    company: email,
    title: roText,
    jobTitle: slug,
    specialty: slug.nullable(),
    competencies: z.array(slug),
    city: slug,
    address: roText.nullable(),
    workType: z.enum(['full_time', 'part_time', 'both']),
    schedule: slug,
    positions: z.number().int().min(1).max(100),
    salaryMin: lei,
    salaryMax: lei,
    description: roText,
    /** The post's terms beside its pay; null: a post written before terms were asked (the company is prompted). */
    terms: z.strictObject(postTermsFields).omit({ salary_min: true, salary_max: true }).nullable(),
  })
  .refine((n) => n.salaryMin <= n.salaryMax, { message: 'salaryMin above salaryMax', path: ['salaryMax'] })
  .refine((n) => !n.terms || !termsIssues({ ...n.terms, salary_min: n.salaryMin, salary_max: n.salaryMax }, n.jobTitle).length, {
    message: 'terms break a rule of machines/post-terms.ts',
    path: ['terms'],
  });
export const demoProfilesSchema = z.strictObject({
  care: z.array(demoCareSchema).min(1),
  companies: z.array(demoCompanySchema).min(1),
  candidates: z.array(demoCandidateSchema).min(1),
  needs: z.array(demoNeedSchema).min(1),
});

export type JobTitle = z.infer<typeof jobTitleSchema>;
export type Specialty = z.infer<typeof specialtySchema>;
export type Competency = z.infer<typeof competencySchema>;
export type County = z.infer<typeof countySchema>;
export type City = z.infer<typeof citySchema>;
export type Education = z.infer<typeof educationSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Labelled = z.infer<typeof labelledSchema>;
export type Country = z.infer<typeof countrySchema>;
export type LicenceBody = z.infer<typeof licenceBodySchema>;
export type RefusalReasons = z.infer<typeof refusalReasonsSchema>;
export type DemoCandidate = z.infer<typeof demoCandidateSchema>;
export type DemoCompany = z.infer<typeof demoCompanySchema>;
export type DemoCare = z.infer<typeof demoCareSchema>;
export type DemoNeed = z.infer<typeof demoNeedSchema>;
export type DemoProfiles = z.infer<typeof demoProfilesSchema>;

export type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

// Parse each file once, on first use: seeding and request handlers share the same result, frozen so that one
// caller cannot change what the next one sees (copy before sorting).
function cached<T>(schema: z.ZodType<T>, raw: unknown, file: string): () => DeepReadonly<T> {
  let value: DeepReadonly<T> | undefined;
  return () => {
    if (value === undefined) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw new Error(`seed-data/${file} is invalid:\n${z.prettifyError(parsed.error)}`);
      value = deepFreeze(parsed.data);
    }
    return value;
  };
}

function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}

export const loadJobTitles = cached(z.array(jobTitleSchema), jobTitlesJson, 'job-titles.json');
export const loadSpecialties = cached(z.array(specialtySchema), specialtiesJson, 'specialties.json');
export const loadCompetencies = cached(z.array(competencySchema), competenciesJson, 'competencies.json');
export const loadCounties = cached(z.array(countySchema), countiesJson, 'counties.json');
export const loadCities = cached(z.array(citySchema), citiesJson, 'cities.json');
export const loadEducations = cached(z.array(educationSchema), educationsJson, 'educations.json');
export const loadExperiences = cached(z.array(experienceSchema), experiencesJson, 'experiences.json');
export const loadSchedules = cached(z.array(labelledSchema), schedulesJson, 'schedules.json');
export const loadIdentifications = cached(z.array(labelledSchema), identificationsJson, 'identifications.json');
export const loadAbroadWorkCountries = cached(z.array(countrySchema), abroadWorkCountriesJson, 'abroad-work-countries.json');
export const loadRefusalReasons = cached(refusalReasonsSchema, refusalReasonsJson, 'refusal-reasons.json');
export const loadLicenceBodies = cached(z.array(licenceBodySchema), licenceBodiesJson, 'licence-bodies.json');
export const loadDemoProfiles = cached(demoProfilesSchema, demoProfilesJson, 'demo-profiles.json');
