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
  /** The basis of her desired range: compared with the post's gross range after toGross. */
  salaryBasis: SalaryBasis;
  limits: CandidateLimits;
  blacklistedCompanies: string[];
  jobSearchStatus: string | null;
  competencies: string[];
  /** Interviews and phone screens the candidate missed (archived candidateAbsent / notPresented). */
  noShows: number;
};

/** The working-time factors name the limit she stated that the post breaks (machines/working-time.ts). */
export type Exclusion =
  'jobTitle' | 'specialty' | 'location' | 'salary' | 'workType' | 'blacklisted' | 'searchStatus' | WorkingTimeFactor | 'reliability';

export type Ranked = { candidateId: number; score: number; distanceKm: number | null; reliability: number };

/** From this many no-shows on a candidate is no longer offered anything automatically (care still can). */
export const MAX_NO_SHOWS = 3;
/** Each no-show multiplies the score by this: a candidate who missed once ranks below an equal one who never did. */
const NO_SHOW_FACTOR = 0.75;

const overlaps = (aMin: number | null, aMax: number | null, bMin: number | null, bMax: number | null) =>
  (aMax ?? Infinity) >= (bMin ?? 0) && (bMax ?? Infinity) >= (aMin ?? 0);

const grossOf = (amount: number | null, basis: SalaryBasis) => (amount === null ? null : toGross(amount, basis));

function workTypeFits(need: string, candidate: string | null): boolean {
  if (need === 'both') return candidate !== null;
  return candidate === need || candidate === 'both';
}

type Located = { fits: boolean; distance: number | null; bonus: number };

/** The need's city is within the candidate's reach, among the cities they named, or they would move. */
function location(need: MatchNeed, c: MatchCandidate): Located {
  const distance = c.distanceKm;
  const reach = c.maxDistanceKm ?? 0;
  if (distance !== null && distance <= reach) return { fits: true, distance, bonus: 20 * (reach > 0 ? 1 - distance / reach : 1) };
  if (c.preferredCities.includes(need.city) || c.workLocations.includes(need.city)) return { fits: true, distance, bonus: 15 };
  if (c.openToRelocation) return { fits: true, distance, bonus: 0 };
  return { fits: false, distance, bonus: 0 };
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
    ['location', !location(need, c).fits],
    ...limitBreaches(need.workingTime, c.limits).map((factor): [Exclusion, boolean] => [factor, true]),
    ['reliability', c.noShows >= MAX_NO_SHOWS],
  ];
  return fails.filter(([, failed]) => failed).map(([reason]) => reason);
}

/** Why a candidate cannot be offered this need, or null when every criterion holds. */
export function exclusionOf(need: MatchNeed, c: MatchCandidate): Exclusion | null {
  return exclusionsOf(need, c)[0] ?? null;
}

function score(need: MatchNeed, c: MatchCandidate, located: Located): number {
  const competencies = Math.min(5, c.competencies.filter((t) => need.tags.includes(t)).length) * 3;
  const status = c.jobSearchStatus === 'ready' ? 10 : 0;
  return (100 + located.bonus + competencies + status) * NO_SHOW_FACTOR ** c.noShows;
}

/** How well a candidate who fits the need fits it: the score matching ranks by, to two decimals. */
export function fitScore(need: MatchNeed, c: MatchCandidate): number {
  return Math.round(score(need, c, location(need, c)) * 100) / 100;
}

/** Candidates who fit the need, best first (ties: the earlier account first, so the order is stable). */
export function rankCandidates(need: MatchNeed, candidates: readonly MatchCandidate[]) {
  const ranked: Ranked[] = [];
  const excluded: { candidateId: number; reason: Exclusion }[] = [];
  for (const c of candidates) {
    const reason = exclusionOf(need, c);
    if (reason) {
      excluded.push({ candidateId: c.id, reason });
      continue;
    }
    ranked.push({
      candidateId: c.id,
      score: fitScore(need, c),
      distanceKm: c.distanceKm === null ? null : Math.round(c.distanceKm),
      reliability: NO_SHOW_FACTOR ** c.noShows,
    });
  }
  ranked.sort((a, b) => b.score - a.score || a.candidateId - b.candidateId);
  return { ranked, excluded };
}
