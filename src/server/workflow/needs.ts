import type { PostTerms } from '../../../machines/post-terms.ts';
import type { Db } from '../db/create-database.ts';
import type { WorkType } from '../db/types.ts';

// The needs API belongs to the company area (src/server/needs); the workflow only needs to add a need for its
// demo seed and its own suites.

/** A full-time day post without gărzi at 5.000–7.000 lei brut: what a suite's post states unless it says otherwise. */
export const DAY_POST_TERMS: PostTerms = {
  salary_min: 5000,
  salary_max: 7000,
  norma: 'full',
  hours_per_week: null,
  shift_pattern: 'day',
  garzi_per_month: 0,
  garda_pay: null,
  garda_kind: null,
  night_work: false,
  weekend_work: false,
  start_date: null,
  contract_kind: 'undetermined',
  contract_months: null,
  probation_days: 90,
};

/** The term columns of a post written before terms were asked: all null, so the company is asked to complete them. */
export const NO_TERMS: Record<Exclude<keyof PostTerms, 'salary_min' | 'salary_max'>, null> = {
  norma: null,
  hours_per_week: null,
  shift_pattern: null,
  garzi_per_month: null,
  garda_pay: null,
  garda_kind: null,
  night_work: null,
  weekend_work: null,
  start_date: null,
  contract_kind: null,
  contract_months: null,
  probation_days: null,
};

export type NewNeed = {
  companyId: number;
  jobTitle: string;
  specialty?: string | null;
  city: string;
  workType: WorkType;
  salaryMin?: number | null;
  salaryMax?: number | null;
  description?: string | null;
  /** Null: the old shape, terms never stated. Default: DAY_POST_TERMS (with salaryMin/salaryMax when given). */
  terms?: Partial<PostTerms> | null;
};

export async function insertNeed(db: Db, need: NewNeed, now: Date): Promise<number> {
  const row = await db
    .insertInto('needs')
    .values({
      company_id: need.companyId,
      job_title: need.jobTitle,
      specialty: need.specialty ?? null,
      city: need.city,
      work_type: need.workType,
      ...(need.terms === null ? { ...NO_TERMS, salary_min: null, salary_max: null } : { ...DAY_POST_TERMS, ...need.terms }),
      ...(need.salaryMin !== undefined ? { salary_min: need.salaryMin } : {}),
      ...(need.salaryMax !== undefined ? { salary_max: need.salaryMax } : {}),
      description: need.description ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The demo's older post: its terms cleared, as a post written before they were asked. */
export async function forgetTerms(db: Db, needId: number): Promise<void> {
  await db.updateTable('needs').set(NO_TERMS).where('id', '=', needId).execute();
}
