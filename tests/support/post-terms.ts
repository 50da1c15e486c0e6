import type { PostTerms } from '../../machines/post-terms.ts';

/** A full-time post on 12 h shifts with 4 paid gărzi, nights and weekends, permanent, 90 days' probation. */
export const TWELVE_HOUR_TERMS: PostTerms = {
  salary_min: 5500,
  salary_max: 6500,
  norma: 'full',
  hours_per_week: null,
  shift_pattern: '12h',
  garzi_per_month: 4,
  garda_pay: 450,
  garda_kind: null,
  night_work: true,
  weekend_work: true,
  start_date: null,
  contract_kind: 'undetermined',
  contract_months: null,
  probation_days: 90,
};
