import { describe, expect, it } from 'vitest';
import { educationStepSchema, locationStepSchema, preferencesStepSchema, salaryStepSchema } from './onboarding.schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('onboarding step schemas', () => {
  it('salary: a number above 0, max at least min', () => {
    const base = {
      max_salary: null,
      salary_basis: 'net',
      max_garzi_per_month: null,
      accepts_nights: null,
      accepts_weekends: null,
      accepted_shift_patterns: [],
      agree_to_work_abroad: false,
      preferred_countries: [],
    };
    expect(firstMessage(salaryStepSchema.safeParse({ ...base, min_salary: 'x' }))).toBe('salaryNumber');
    expect(firstMessage(salaryStepSchema.safeParse({ ...base, min_salary: 0 }))).toBe('salaryPositive');
    expect(firstMessage(salaryStepSchema.safeParse({ ...base, min_salary: 5000, max_salary: 4000 }))).toBe('salaryRange');
    expect(salaryStepSchema.safeParse({ ...base, min_salary: 5000, max_salary: 8000 }).success).toBe(true);
    expect(firstMessage(salaryStepSchema.safeParse({ ...base, min_salary: 5000, max_garzi_per_month: 32 }))).toBe('garziRange');
    expect(salaryStepSchema.safeParse({ ...base, min_salary: 5000, salary_basis: 'gross', accepted_shift_patterns: ['12h'] }).success).toBe(true);
  });
  it('education: English level 1-10', () => {
    const base = { certification: 'licenta', experience: '1-3', secondary_categories: [] };
    expect(firstMessage(educationStepSchema.safeParse({ ...base, language_level: 11 }))).toBe('languageLevel');
    expect(firstMessage(educationStepSchema.safeParse({ ...base, language_level: 0 }))).toBe('languageLevel');
    expect(educationStepSchema.safeParse({ ...base, language_level: 7 }).success).toBe(true);
  });
  it('location: requires work type and city', () => {
    const result = locationStepSchema.safeParse({
      work_type: '',
      city: '',
      work_locations: [],
      max_distance_in_km: 20,
      open_to_relocation: false,
      preferred_cities: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['work_type', 'required'],
      ['city', 'required'],
    ]);
  });
  it('preferences: at least one channel', () => {
    expect(
      firstMessage(preferencesStepSchema.safeParse({ notification_preferences: [], job_search_status: 'ready', black_listed_companies: [] })),
    ).toBe('required');
  });
});
