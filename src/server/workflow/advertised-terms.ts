import type { Selectable } from 'kysely';
import type { AdvertisedTerms } from '../../../machines/index.ts';
import type { Database } from '../db/types.ts';

/** The post's columns that hold its terms (migration 0450_post_terms). */
export const POST_TERM_COLUMNS = [
  'norma',
  'hours_per_week',
  'shift_pattern',
  'garzi_per_month',
  'garda_pay',
  'start_date',
  'contract_kind',
  'contract_months',
  'probation_days',
] as const;

export type PostTermsRow = Pick<Selectable<Database['needs']>, (typeof POST_TERM_COLUMNS)[number] | 'salary_min' | 'salary_max'>;

/**
 * The post's terms as a final offer is judged and shown against them (machines/final-offer.ts). The columns' checks
 * allow only the machine's values, so the casts name what the database already holds.
 */
export function advertisedTerms(need: PostTermsRow): AdvertisedTerms {
  return {
    salaryMin: need.salary_min,
    salaryMax: need.salary_max,
    norma: need.norma,
    hoursPerWeek: need.hours_per_week,
    shiftPattern: need.shift_pattern,
    garziPerMonth: need.garzi_per_month,
    gardaPay: need.garda_pay,
    contract: need.contract_kind,
    contractMonths: need.contract_months,
    probationDays: need.probation_days,
    startDate: need.start_date,
  };
}
