import { type Explanation, explainMatch, workTypeFits } from './explain.ts';

// Matching as a pure function: the repository loads rows, this decides who fits a need and in which order.
// The repository's SQL applies the same criteria first (repository.ts), so this ranks only what is left.
import {
  limitBreaches,
  toGross,
  type CandidateLimits,
  type PostWorkingTime,
  type SalaryBasis,
  type WorkingTimeFactor,
} from '../../../machines/working-time.ts';

export type MatchNeed = {
  id: number;
  companyId: number;
  jobTitle: string;
  specialty: string | null;
  city: string;
  workType: string; // 'full_time' | 'part_time' | 'both'
  salaryMin: number | null;
  /** Gross monthly LEI (a post's range is always gross). */
  salaryMax: number | null;
  tags: string[];
  /** The body licensing the job title (licences/bodies.ts); null when none regulates it. */
  licenceBody: string | null;
  workingTime: PostWorkingTime;
};

export type MatchCandidate = {
  id: number;
  jobTitle: string | null;
  specialty: string | null;
  workType: string | null;
  city: string | null;
  /** Great-circle km from home to the need's city; null when unknown or beyond every candidate's reach (repository.ts). */
  distanceKm: number | null;
  maxDistanceKm: number | null;
  preferredCities: string[];
  workLocations: string[];
  openToRelocation: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryBasis: SalaryBasis;
  limits: CandidateLimits;
  /** Years of experience as the onboarding buckets them ('1-3', …); null when not stated. */
  experience: string | null;
  /** The last valid day of her licence for the need's job title; null when she gave none. */
  licenceExpiresOn: string | null;
  blacklistedCompanies: string[];
  jobSearchStatus: string | null;
  competencies: string[];
  /** Interviews and phone screens the candidate missed (archived candidateAbsent / notPresented). */
  noShows: number;
};

/** The working-time factors name the limit she stated that the post breaks (machines/working-time.ts). */
export type Exclusion =
  'jobTitle' | 'specialty' | 'location' | 'salary' | 'workType' | 'blacklisted' | 'searchStatus' | WorkingTimeFactor | 'reliability';

export type Ranked = { candidateId: number; score: number; distanceKm: number | null; explanation: Explanation };

/** From this many no-shows on a candidate is no longer offered anything automatically (care still can). */
export const MAX_NO_SHOWS = 3;

const overlaps = (aMin: number | null, aMax: number | null, bMin: number | null, bMax: number | null) =>
  (aMax ?? Infinity) >= (bMin ?? 0) && (bMax ?? Infinity) >= (aMin ?? 0);

const grossOf = (amount: number | null, basis: SalaryBasis) => (amount === null ? null : toGross(amount, basis));

/** The need's city is within the candidate's reach, among the cities they named, or they would move. */
function locationFits(need: MatchNeed, c: MatchCandidate): boolean {
  const distance = c.distanceKm;
  if (distance !== null && distance <= (c.maxDistanceKm ?? 0)) return true;
  return c.preferredCities.includes(need.city) || c.workLocations.includes(need.city) || c.openToRelocation;
}

/**
 * Every reason a candidate cannot be offered this need, in the order matching weighs them (empty when all hold):
 * matching needs only the first, care's recommendation shows them all.
 */
export function exclusionsOf(need: MatchNeed, c: MatchCandidate): Exclusion[] {
  const fails: [Exclusion, boolean][] = [
    ['jobTitle', c.jobTitle !== need.jobTitle],
    ['specialty', Boolean(need.specialty) && c.specialty !== need.specialty],
    ['searchStatus', c.jobSearchStatus !== 'ready' && c.jobSearchStatus !== 'interviewing'],
    ['blacklisted', c.blacklistedCompanies.includes(String(need.companyId))],
    ['workType', !workTypeFits(need.workType, c.workType)],
    ['salary', !overlaps(need.salaryMin, need.salaryMax, grossOf(c.salaryMin, c.salaryBasis), grossOf(c.salaryMax, c.salaryBasis))],
    ['location', !locationFits(need, c)],
    ...limitBreaches(need.workingTime, c.limits).map((factor): [Exclusion, boolean] => [factor, true]),
    ['reliability', c.noShows >= MAX_NO_SHOWS],
  ];
  return fails.filter(([, failed]) => failed).map(([reason]) => reason);
}

/** Why a candidate cannot be offered this need, or null when every criterion holds. */
export function exclusionOf(need: MatchNeed, c: MatchCandidate): Exclusion | null {
  return exclusionsOf(need, c)[0] ?? null;
}

/**
 * How well a candidate who fits the need fits it: the rank her explanation adds up to (explain.ts), to two decimals.
 * `now` is the injected clock's instant (the licence factor is dated).
 */
export function fitScore(need: MatchNeed, c: MatchCandidate, now: string): number {
  return explainMatch(need, c, now, MAX_NO_SHOWS).rank;
}

/** Candidates who fit the need, best first (ties: the earlier account first, so the order is stable). */
export function rankCandidates(need: MatchNeed, candidates: readonly MatchCandidate[], now: string) {
  const ranked: Ranked[] = [];
  const excluded: { candidateId: number; reason: Exclusion }[] = [];
  for (const c of candidates) {
    const reason = exclusionOf(need, c);
    if (reason) {
      excluded.push({ candidateId: c.id, reason });
      continue;
    }
    const explanation = explainMatch(need, c, now, MAX_NO_SHOWS);
    ranked.push({ candidateId: c.id, score: explanation.rank, distanceKm: c.distanceKm === null ? null : Math.round(c.distanceKm), explanation });
  }
  ranked.sort((a, b) => b.score - a.score || a.candidateId - b.candidateId);
  return { ranked, excluded };
}
