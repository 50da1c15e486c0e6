import { z } from 'zod';
import { TERM_KEYS, type TermKey } from './post-term-keys.ts';

// A post's terms: what a candidate reads before she answers (pay first, then working time), one definition for the
// server's routes, the post form and the tests. Pay is the gross monthly range in LEI for the post's normă.
// Issue messages are keys of the validation catalogue (web: lib/validation/messages.ts; server: i18n/messages.ts).

export const NORMAS = ['full', 'part'] as const;
export const SHIFT_PATTERNS = ['day', '12h', '24h', 'rotating'] as const;
export const GARDA_KINDS = ['on_site', 'on_call_home'] as const;
export const CONTRACT_KINDS = ['undetermined', 'determined'] as const;
export type ShiftPattern = (typeof SHIFT_PATTERNS)[number];
export type Norma = (typeof NORMAS)[number];
export type GardaKind = (typeof GARDA_KINDS)[number];
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The Labour Code (art. 31) caps probation: 90 calendar days for execution roles, 120 for management ones. */
export const PROBATION_CAP = { execution: 90, management: 120 } as const;
/** Job titles (nomenclature slugs) whose holders lead others: management roles for the probation cap. */
export const MANAGEMENT_JOB_TITLES: readonly string[] = ['asistent-medical-sef', 'farmacist-sef', 'manager-medical'];
export const isManagementRole = (jobTitle: string | null | undefined) => !!jobTitle && MANAGEMENT_JOB_TITLES.includes(jobTitle);

/** The validation keys the terms use beyond the common ones (salaryNumber, salaryPositive, salaryRange). */
export const TERMS_MESSAGE_KEYS = [
  'missing',
  'hoursRequired',
  'gardaPayPositive',
  'contractMonthsRequired',
  'probationExecution',
  'probationManagement',
  'salaryTooHigh',
] as const;

// "missing" only for an absent value: a wrong one keeps zod's own issue (a wrong option, a number out of range).
const required = { error: (issue: { input?: unknown }) => (issue.input == null ? 'missing' : undefined) };
const lei = z.number(required).int('salaryNumber').positive('salaryPositive').max(1_000_000, 'salaryTooHigh');
const count = (max: number) => z.number(required).int().min(0).max(max);

/** The fields of a post's terms, as the API and its columns name them. */
export const postTermsFields = {
  salary_min: lei,
  salary_max: lei,
  norma: z.enum(NORMAS, required),
  hours_per_week: z.number().int().min(1).max(39).nullable().optional(),
  shift_pattern: z.enum(SHIFT_PATTERNS, required),
  garzi_per_month: count(31),
  garda_pay: z.number().int().positive('gardaPayPositive').max(100_000).nullable().optional(),
  garda_kind: z.enum(GARDA_KINDS).nullable().optional(),
  night_work: z.boolean(required),
  weekend_work: z.boolean(required),
  start_date: z.iso.date().nullable().optional().describe('YYYY-MM-DD; null: as soon as possible'),
  contract_kind: z.enum(CONTRACT_KINDS, required),
  contract_months: z.number().int().min(1).max(60).nullable().optional(),
  probation_days: z.number(required).int().min(0).max(PROBATION_CAP.management, 'probationManagement'),
} satisfies Record<TermKey, z.ZodType>;

export const postTermsSchema = z.object(postTermsFields).meta({ id: 'PostTerms' });
export type PostTerms = z.output<typeof postTermsSchema>;
/** The terms' names, which are also the post's columns (in the order of the fields above). */
export { TERM_KEYS };

type Issue = { path: [string]; message: string };

/** The rules between fields; `jobTitle` decides the probation cap. */
export function termsIssues(t: Partial<PostTerms>, jobTitle: string | null | undefined): Issue[] {
  const issues: Issue[] = [];
  if (t.salary_min != null && t.salary_max != null && t.salary_max < t.salary_min) issues.push({ path: ['salary_max'], message: 'salaryRange' });
  if (t.norma === 'part' && t.hours_per_week == null) issues.push({ path: ['hours_per_week'], message: 'hoursRequired' });
  if (t.contract_kind === 'determined' && t.contract_months == null) issues.push({ path: ['contract_months'], message: 'contractMonthsRequired' });
  if (t.probation_days != null && !isManagementRole(jobTitle) && t.probation_days > PROBATION_CAP.execution) {
    issues.push({ path: ['probation_days'], message: 'probationExecution' });
  }
  return issues;
}

/**
 * A zod check adding `termsIssues` to whatever object carries the terms and its job title. It runs even when a field
 * failed, so one submit names every wrong field (a missing salary and part time without its hours alike), but not
 * on a value that is no object at all (a body of `null`), which the object's own check already refused.
 */
export const termsCheck = z.superRefine<Partial<PostTerms> & { job_title?: string | null }>(
  (value, ctx) => {
    for (const issue of termsIssues(value, value.job_title)) ctx.addIssue({ code: 'custom', ...issue, input: value });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/** What a post stores: working-time fields that do not apply are null (no hours for a full normă, no gardă pay without gărzi). */
export function normalizeTerms(t: PostTerms): PostTerms {
  const garzi = t.garzi_per_month > 0;
  // The terms only, whatever else the object carries (a post's input holds its other fields too).
  return {
    salary_min: t.salary_min,
    salary_max: t.salary_max,
    norma: t.norma,
    hours_per_week: t.norma === 'part' ? (t.hours_per_week ?? null) : null,
    shift_pattern: t.shift_pattern,
    garzi_per_month: t.garzi_per_month,
    garda_pay: garzi ? (t.garda_pay ?? null) : null,
    garda_kind: garzi ? (t.garda_kind ?? null) : null,
    night_work: t.night_work,
    weekend_work: t.weekend_work,
    start_date: t.start_date ?? null,
    contract_kind: t.contract_kind,
    contract_months: t.contract_kind === 'determined' ? (t.contract_months ?? null) : null,
    probation_days: t.probation_days,
  };
}

/** A stored post's terms, or null while any required one is missing (posts written before terms were asked). */
export function completeTerms(row: { [K in keyof PostTerms]: unknown }): PostTerms | null {
  const parsed = postTermsSchema.safeParse(Object.fromEntries(TERM_KEYS.map((k) => [k, row[k]])));
  // The probation cap was checked against the job title when the post was written.
  return parsed.success && termsIssues(parsed.data, MANAGEMENT_JOB_TITLES[0]).length === 0 ? parsed.data : null;
}

export { describeTerms, termsFacts, type TermsLocale, type Translate } from './post-terms-text.ts';
