import { z } from 'zod';
import {
  postTermsSchema,
  termsIssues,
  type CONTRACT_KINDS,
  type GARDA_KINDS,
  type NORMAS,
  type PostTerms,
  type SHIFT_PATTERNS,
} from '../../../../machines/post-terms';

// The post form (/needs/add and a post's edit). Issue messages are keys of the validation catalogue. The terms are
// checked by machines/post-terms.ts, the same rules the server applies, on the values the form would send.

type Choice<T extends readonly string[]> = T[number] | '';
type Amount = number | '';
const field = <T>() => z.custom<T>(() => true);

const terms = {
  salary_min: field<Amount>(),
  salary_max: field<Amount>(),
  norma: field<Choice<typeof NORMAS>>(),
  hours_per_week: field<Amount>(),
  shift_pattern: field<Choice<typeof SHIFT_PATTERNS>>(),
  garzi_per_month: field<Amount>(),
  garda_pay: field<Amount>(),
  garda_kind: field<Choice<typeof GARDA_KINDS>>(),
  night_work: field<'yes' | 'no' | ''>(),
  weekend_work: field<'yes' | 'no' | ''>(),
  start_asap: field<boolean>(),
  start_date: field<string>(),
  contract_kind: field<Choice<typeof CONTRACT_KINDS>>(),
  contract_months: field<Amount>(),
  probation_days: field<Amount>(),
};
type TermsValues = { [K in keyof typeof terms]: z.output<(typeof terms)[K]> };

const orNull = <T>(value: T | '') => (value === '' ? null : value);
const yesNo = (value: 'yes' | 'no' | '') => (value === '' ? null : value === 'yes');

/** The terms as the API takes them (null where the form is empty: the schema then says the field is missing). */
export function termsInput(v: TermsValues): Record<keyof PostTerms, unknown> {
  return {
    salary_min: orNull(v.salary_min),
    salary_max: orNull(v.salary_max),
    norma: orNull(v.norma),
    hours_per_week: v.norma === 'part' ? orNull(v.hours_per_week) : null,
    shift_pattern: orNull(v.shift_pattern),
    garzi_per_month: orNull(v.garzi_per_month),
    garda_pay: orNull(v.garda_pay),
    garda_kind: orNull(v.garda_kind),
    night_work: yesNo(v.night_work),
    weekend_work: yesNo(v.weekend_work),
    start_date: v.start_asap ? null : v.start_date || undefined,
    contract_kind: orNull(v.contract_kind),
    contract_months: v.contract_kind === 'determined' ? orNull(v.contract_months) : null,
    probation_days: orNull(v.probation_days),
  };
}

export const needFormSchema = z
  .object({
    title: z.string().trim().min(1, 'required').max(200),
    job_title: z.string().min(1, 'required'),
    specialty: z.string(),
    tags: z.array(z.string()),
    city: z.string().min(1, 'required'),
    address: z.string().trim().max(300),
    work_type: z.enum(['full_time', 'part_time', 'both']),
    schedule: z.string(),
    description: z.string().trim().max(4000),
    positions: z.number().int().min(1).max(100),
    ...terms,
  })
  .check(
    z.superRefine<TermsValues & { job_title: string }>(
      (v, ctx) => {
        const input = termsInput(v);
        // A start date the form asks for but was left empty reads as missing, not as "as soon as possible".
        const parsed = postTermsSchema.safeParse(input);
        const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: [String(i.path[0])], message: i.message }));
        if (!v.start_asap && !v.start_date) issues.push({ path: ['start_date'], message: 'missing' });
        for (const issue of [...issues, ...termsIssues(input as Partial<PostTerms>, v.job_title)]) {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: v });
        }
      },
      { when: () => true },
    ),
  );

export type NeedFormValues = z.input<typeof needFormSchema>;

export const emptyNeedForm: NeedFormValues = {
  title: '',
  job_title: '',
  specialty: '',
  tags: [],
  city: '',
  address: '',
  work_type: 'full_time',
  schedule: '',
  description: '',
  positions: 1,
  salary_min: '',
  salary_max: '',
  norma: '',
  hours_per_week: '',
  shift_pattern: '',
  garzi_per_month: '',
  garda_pay: '',
  garda_kind: '',
  night_work: '',
  weekend_work: '',
  start_asap: true,
  start_date: '',
  contract_kind: '',
  contract_months: '',
  probation_days: '',
};

type StoredNeed = {
  title: string;
  job_title: string;
  specialty: string | null;
  tags: string[];
  city: string;
  address: string | null;
  work_type: string;
  schedule: string | null;
  description: string | null;
  positions: number;
} & { [K in keyof PostTerms]: PostTerms[K] | null };

const blank = <T>(value: T | null | undefined): T | '' => value ?? '';
const answer = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

/** A published post's values in the form, to edit it (terms a post never stated are left empty to fill in). */
export function needFormValues(need: StoredNeed): NeedFormValues {
  return {
    title: need.title,
    job_title: need.job_title,
    specialty: need.specialty ?? '',
    tags: need.tags,
    city: need.city,
    address: need.address ?? '',
    work_type: need.work_type === 'part_time' || need.work_type === 'both' ? need.work_type : 'full_time',
    schedule: need.schedule ?? '',
    description: need.description ?? '',
    positions: need.positions,
    salary_min: blank(need.salary_min),
    salary_max: blank(need.salary_max),
    norma: blank(need.norma),
    hours_per_week: blank(need.hours_per_week),
    shift_pattern: blank(need.shift_pattern),
    garzi_per_month: blank(need.garzi_per_month),
    garda_pay: blank(need.garda_pay),
    garda_kind: blank(need.garda_kind),
    night_work: answer(need.night_work),
    weekend_work: answer(need.weekend_work),
    start_asap: !need.start_date,
    start_date: need.start_date ?? '',
    contract_kind: blank(need.contract_kind),
    contract_months: blank(need.contract_months),
    probation_days: blank(need.probation_days),
  };
}
