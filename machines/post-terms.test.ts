import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { completeTerms, postTermsFields, termsCheck } from './post-terms.ts';
import { TERM_KEYS } from './post-term-keys.ts';
import { TWELVE_HOUR_TERMS } from '../tests/support/post-terms.ts';

const terms = TWELVE_HOUR_TERMS;
const schema = z.object({ job_title: z.string(), ...postTermsFields }).check(termsCheck);
const issues = (over: Record<string, unknown>, jobTitle = 'asistent-medical') => {
  const result = schema.safeParse({ ...terms, job_title: jobTitle, ...over });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('post terms', () => {
  it('lists the names of its fields, in their order, for the pages that do not load the schemas', () => {
    expect(TERM_KEYS).toEqual(Object.keys(postTermsFields));
  });

  it('names the field each rule concerns', () => {
    expect(issues({})).toEqual({});
    expect(issues({ salary_min: 0 })).toEqual({ salary_min: 'salaryPositive' });
    expect(issues({ salary_max: 5000 })).toEqual({ salary_max: 'salaryRange' });
    expect(issues({ salary_min: undefined })).toEqual({ salary_min: 'missing' });
    expect(issues({ norma: 'part' })).toEqual({ hours_per_week: 'hoursRequired' });
    expect(issues({ garda_pay: 0 })).toEqual({ garda_pay: 'gardaPayPositive' });
    expect(issues({ garzi_per_month: -1 })).toHaveProperty('garzi_per_month');
    expect(issues({ contract_kind: 'determined' })).toEqual({ contract_months: 'contractMonthsRequired' });
    expect(issues({ night_work: null })).toEqual({ night_work: 'missing' });
  });

  it('refuses a value that is no object without running the rules between fields', () => {
    for (const value of [null, 'terms', 7, []]) expect(schema.safeParse(value).success).toBe(false);
  });

  it('caps probation at 90 days for execution roles and 120 for management', () => {
    expect(issues({ probation_days: 91 })).toEqual({ probation_days: 'probationExecution' });
    expect(issues({ probation_days: 120 }, 'asistent-medical-sef')).toEqual({});
    expect(issues({ probation_days: 121 }, 'asistent-medical-sef')).toHaveProperty('probation_days');
  });

  it('treats a stored post with any term missing as incomplete', () => {
    expect(completeTerms(terms)).toEqual(terms);
    expect(completeTerms({ ...terms, norma: null })).toBeNull();
    expect(completeTerms({ ...terms, norma: 'part' })).toBeNull();
  });
});
