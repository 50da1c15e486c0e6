/**
 * A post's working time against the limits a candidate stated, and money on one basis. Pure and shared: matching
 * excludes on the same rules (in SQL, see the server's matching repository), care's recommend dialog warns with
 * them and the explanations show them as factors, so all three say the same thing.
 */

export const SHIFT_PATTERNS = ['day', '12h', '24h', 'rotating'] as const;
export type ShiftPattern = (typeof SHIFT_PATTERNS)[number];

export const WORKING_TIME_FACTORS = ['shifts', 'garzi', 'nights', 'weekends'] as const;
export type WorkingTimeFactor = (typeof WORKING_TIME_FACTORS)[number];

export type Verdict = 'fits' | 'breaks' | 'unknown';

/** What a post says of its working time; null where the post states nothing (posts written before terms). */
export interface PostWorkingTime {
  shiftPattern: ShiftPattern | null;
  garziPerMonth: number | null;
  nightWork: boolean | null;
  weekendWork: boolean | null;
}

/** What a candidate accepts; null (or no pattern) where she stated nothing. */
export interface CandidateLimits {
  acceptedShiftPatterns: readonly ShiftPattern[];
  maxGarziPerMonth: number | null;
  acceptsNights: boolean | null;
  acceptsWeekends: boolean | null;
}

export type FactorVerdict =
  | { factor: 'shifts'; verdict: Verdict; post: ShiftPattern | null; limit: readonly ShiftPattern[] }
  | { factor: 'garzi'; verdict: Verdict; post: number | null; limit: number | null }
  | { factor: 'nights' | 'weekends'; verdict: Verdict; post: boolean | null; limit: boolean | null };

/**
 * One verdict per factor, with both values compared. Missing data on either side is 'unknown', never agreement:
 * a candidate who said nothing of nights has not said yes to them, and a post that says nothing of them has not
 * said there are none.
 */
export function workingTimeVerdicts(post: PostWorkingTime, limits: CandidateLimits): FactorVerdict[] {
  const patterns = limits.acceptedShiftPatterns;
  return [
    {
      factor: 'shifts',
      verdict: post.shiftPattern === null || patterns.length === 0 ? 'unknown' : patterns.includes(post.shiftPattern) ? 'fits' : 'breaks',
      post: post.shiftPattern,
      limit: patterns,
    },
    {
      factor: 'garzi',
      verdict:
        post.garziPerMonth === null || limits.maxGarziPerMonth === null
          ? 'unknown'
          : post.garziPerMonth <= limits.maxGarziPerMonth
            ? 'fits'
            : 'breaks',
      post: post.garziPerMonth,
      limit: limits.maxGarziPerMonth,
    },
    { factor: 'nights', verdict: yesNoVerdict(post.nightWork, limits.acceptsNights), post: post.nightWork, limit: limits.acceptsNights },
    { factor: 'weekends', verdict: yesNoVerdict(post.weekendWork, limits.acceptsWeekends), post: post.weekendWork, limit: limits.acceptsWeekends },
  ];
}

/** A yes/no demand breaks only when the post asks for it and she refused it. */
function yesNoVerdict(postAsks: boolean | null, accepts: boolean | null): Verdict {
  if (postAsks === null || accepts === null) return 'unknown';
  return postAsks && !accepts ? 'breaks' : 'fits';
}

/** The factors where the post breaks a limit she stated, in factor order; empty when nothing stated is broken. */
export function limitBreaches(post: PostWorkingTime, limits: CandidateLimits): WorkingTimeFactor[] {
  return workingTimeVerdicts(post, limits)
    .filter((v) => v.verdict === 'breaks')
    .map((v) => v.factor);
}

export const SALARY_BASES = ['net', 'gross'] as const;
export type SalaryBasis = (typeof SALARY_BASES)[number];

/**
 * Net pay per leu of gross monthly salary for an employee in Romania: CAS (pension) 25 % and CASS (health) 10 % of
 * the gross, then income tax 10 % of what remains: 1 − 0.25 − 0.10 − 0.10 × 0.65 = 0.585. Assumed: a full-time
 * employment contract, no personal deduction and no sector exemption (IT, construction, agriculture), which is
 * what a hospital or clinic pays its medical staff. A comparison, not a payslip.
 */
export const NET_PER_GROSS = 0.585;

/** A monthly amount in whole LEI as gross, whatever basis it was stated on. */
export function toGross(amount: number, basis: SalaryBasis): number {
  return basis === 'gross' ? amount : Math.round(amount / NET_PER_GROSS);
}

/** A monthly amount stated on a basis not yet checked (a stored final offer) as gross; null for any other basis. */
export function grossMonthly(amount: number, basis: string | null | undefined): number | null {
  return basis === 'gross' || basis === 'net' ? toGross(Math.round(amount), basis) : null;
}

/** A monthly amount in whole LEI as net, whatever basis it was stated on. */
export function toNet(amount: number, basis: SalaryBasis): number {
  return basis === 'net' ? amount : Math.round(amount * NET_PER_GROSS);
}
