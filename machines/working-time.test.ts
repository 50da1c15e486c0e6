import { describe, expect, it } from 'vitest';
import { grossMonthly, limitBreaches, toGross, toNet, workingTimeVerdicts, type CandidateLimits, type PostWorkingTime } from './working-time.ts';

const POST: PostWorkingTime = { shiftPattern: '24h', garziPerMonth: 4, nightWork: true, weekendWork: true };
const NOTHING_STATED: CandidateLimits = { acceptedShiftPatterns: [], maxGarziPerMonth: null, acceptsNights: null, acceptsWeekends: null };

const verdictOf = (post: PostWorkingTime, limits: CandidateLimits) =>
  Object.fromEntries(workingTimeVerdicts(post, limits).map((v) => [v.factor, v.verdict]));

describe('working-time verdicts', () => {
  it('calls everything unknown when the candidate stated nothing: silence is not agreement', () => {
    expect(verdictOf(POST, NOTHING_STATED)).toEqual({ shifts: 'unknown', garzi: 'unknown', nights: 'unknown', weekends: 'unknown' });
    expect(limitBreaches(POST, NOTHING_STATED)).toEqual([]);
  });

  it('calls everything unknown when the post states nothing, even against strict limits', () => {
    const strict: CandidateLimits = { acceptedShiftPatterns: ['day'], maxGarziPerMonth: 0, acceptsNights: false, acceptsWeekends: false };
    const silent: PostWorkingTime = { shiftPattern: null, garziPerMonth: null, nightWork: null, weekendWork: null };
    expect(verdictOf(silent, strict)).toEqual({ shifts: 'unknown', garzi: 'unknown', nights: 'unknown', weekends: 'unknown' });
  });

  it('breaks a 24 h post for a candidate who accepts only day and 12 h shifts, and fits a 12 h one', () => {
    const limits = { ...NOTHING_STATED, acceptedShiftPatterns: ['day', '12h'] as const };
    expect(limitBreaches(POST, limits)).toEqual(['shifts']);
    expect(verdictOf({ ...POST, shiftPattern: '12h' }, limits).shifts).toBe('fits');
    expect(workingTimeVerdicts(POST, limits)[0]).toEqual({ factor: 'shifts', verdict: 'breaks', post: '24h', limit: ['day', '12h'] });
  });

  it('compares gărzi with her maximum, the maximum itself fitting', () => {
    expect(verdictOf(POST, { ...NOTHING_STATED, maxGarziPerMonth: 4 }).garzi).toBe('fits');
    expect(verdictOf(POST, { ...NOTHING_STATED, maxGarziPerMonth: 3 }).garzi).toBe('breaks');
    expect(verdictOf({ ...POST, garziPerMonth: 0 }, { ...NOTHING_STATED, maxGarziPerMonth: 0 }).garzi).toBe('fits');
  });

  it('breaks nights or weekends only when the post asks for them and she refused them', () => {
    const refuses = { ...NOTHING_STATED, acceptsNights: false, acceptsWeekends: false };
    expect(limitBreaches(POST, refuses)).toEqual(['nights', 'weekends']);
    expect(limitBreaches({ ...POST, nightWork: false, weekendWork: false }, refuses)).toEqual([]);
    expect(verdictOf(POST, { ...NOTHING_STATED, acceptsNights: true, acceptsWeekends: true })).toMatchObject({ nights: 'fits', weekends: 'fits' });
  });

  it('lists every broken limit in factor order', () => {
    const all: CandidateLimits = { acceptedShiftPatterns: ['day'], maxGarziPerMonth: 2, acceptsNights: false, acceptsWeekends: false };
    expect(limitBreaches(POST, all)).toEqual(['shifts', 'garzi', 'nights', 'weekends']);
  });
});

describe('money on one basis', () => {
  it('takes CAS 25 %, CASS 10 % and 10 % income tax of the rest: 10,000 gross is 5,850 net', () => {
    expect(toNet(10000, 'gross')).toBe(5850);
    expect(toGross(5850, 'net')).toBe(10000);
  });

  it('reads a stored basis: gross or net, and nothing for any other', () => {
    expect(grossMonthly(5850, 'net')).toBe(10000);
    expect(grossMonthly(7000, 'gross')).toBe(7000);
    expect(grossMonthly(7000, null)).toBeNull();
    expect(grossMonthly(7000, 'hourly')).toBeNull();
  });

  it('leaves an amount already on the asked basis untouched', () => {
    expect(toGross(7000, 'gross')).toBe(7000);
    expect(toNet(4000, 'net')).toBe(4000);
  });

  it('rounds to whole lei and survives a round trip within a leu', () => {
    expect(toGross(4000, 'net')).toBe(6838);
    expect(Math.abs(toNet(toGross(4000, 'net'), 'gross') - 4000)).toBeLessThanOrEqual(1);
  });
});
