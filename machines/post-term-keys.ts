// The names of a post's terms (the API's fields and the post's columns), without their schemas: a page that only
// lists the terms it received does not load zod nor build the schemas (post-terms.ts) before its first paint.
export const TERM_KEYS = [
  'salary_min',
  'salary_max',
  'norma',
  'hours_per_week',
  'shift_pattern',
  'garzi_per_month',
  'garda_pay',
  'garda_kind',
  'night_work',
  'weekend_work',
  'start_date',
  'contract_kind',
  'contract_months',
  'probation_days',
] as const;
export type TermKey = (typeof TERM_KEYS)[number];
