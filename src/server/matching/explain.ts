// Why a candidate ranks where she does for a post: every factor matching weighs, with its verdict, the values it
// compared and its share of the rank. The rank is the sum of the factors' points, so the explanation and the order
// can never disagree. Pure: the repository loads the values, this decides.
import { licenceRefusals } from '../../../machines/licence.ts';
import { toGross, workingTimeVerdicts } from '../../../machines/working-time.ts';
import type { MatchCandidate, MatchNeed } from './rank.ts';

export type Verdict = 'fits' | 'partial' | 'breaks' | 'unknown';

export const FACTORS = [
  'jobTitle',
  'distance',
  'pay',
  'workingTime',
  'competencies',
  'experience',
  'licence',
  'reliability',
  'searchStatus',
] as const;
export type FactorName = (typeof FACTORS)[number];

/**
 * The most points each factor can give, per version of the matching logic. A change of weights is a new version:
 * stored explanations keep the version (and the weights) they were computed with.
 */
export const MATCHING_WEIGHTS: Record<number, Record<FactorName, number>> = {
  2: { jobTitle: 30, distance: 20, pay: 15, workingTime: 10, competencies: 15, experience: 10, licence: 10, reliability: 20, searchStatus: 10 },
  // Same weights; pay compares both ranges in gross (version 2 broke on the figures as stated, net against gross).
  3: { jobTitle: 30, distance: 20, pay: 15, workingTime: 10, competencies: 15, experience: 10, licence: 10, reliability: 20, searchStatus: 10 },
  // Same weights; working time weighs the normă too (full or part time), which matching already required.
  4: { jobTitle: 30, distance: 20, pay: 15, workingTime: 10, competencies: 15, experience: 10, licence: 10, reliability: 20, searchStatus: 10 },
};
export const MATCHING_VERSION = 4;

/** Each no-show multiplies the reliability points by this: one who missed once ranks below an equal one who never did. */
const NO_SHOW_FACTOR = 0.75;
/** Points per competency the post asks for and she has, up to the factor's weight. */
const PER_COMPETENCY = 3;
/** Share of the experience points per bucket of years (the onboarding's buckets). */
const EXPERIENCE_SHARE: Record<string, number> = { '0-1': 0.2, '1-3': 0.5, '3-5': 0.7, '5-10': 1, '10-plus': 1 };

/** The values one factor compared: the post's side and the candidate's side (never her identity). */
export type FactorInputs = { post: unknown; candidate: unknown };

export type Factor = {
  factor: FactorName;
  verdict: Verdict;
  /** Points this factor gave, out of `max`. */
  points: number;
  max: number;
  /** Points over the rank, 0..1 (0 when the rank is 0). */
  share: number;
  inputs: FactorInputs;
};

export type Explanation = { version: number; rank: number; factors: Factor[] };

type Scored = Omit<Factor, 'max' | 'share'> & { fraction: number };
const scored = (factor: FactorName, verdict: Verdict, fraction: number, inputs: FactorInputs): Scored => ({
  factor,
  verdict,
  fraction,
  points: 0,
  inputs,
});

function jobTitle(need: MatchNeed, c: MatchCandidate): Scored {
  const inputs = { post: { jobTitle: need.jobTitle, specialty: need.specialty }, candidate: { jobTitle: c.jobTitle, specialty: c.specialty } };
  if (c.jobTitle === null) return scored('jobTitle', 'unknown', 0, inputs);
  if (c.jobTitle !== need.jobTitle) return scored('jobTitle', 'breaks', 0, inputs);
  if (!need.specialty) return scored('jobTitle', 'fits', 1, inputs);
  if (c.specialty === null) return scored('jobTitle', 'unknown', 0, inputs);
  return c.specialty === need.specialty ? scored('jobTitle', 'fits', 1, inputs) : scored('jobTitle', 'breaks', 0, inputs);
}

/** Within her reach (closer is better), among the cities she named, or only because she would move. */
function distance(need: MatchNeed, c: MatchCandidate): Scored {
  const km = c.distanceKm === null ? null : Math.round(c.distanceKm);
  const named = c.preferredCities.includes(need.city) || c.workLocations.includes(need.city);
  const inputs = { post: { city: need.city }, candidate: { km, reachKm: c.maxDistanceKm, namedCity: named, relocates: c.openToRelocation } };
  const reach = c.maxDistanceKm ?? 0;
  if (c.distanceKm !== null && c.maxDistanceKm !== null && c.distanceKm <= reach) {
    return scored('distance', 'fits', reach > 0 ? 1 - c.distanceKm / reach : 1, inputs);
  }
  if (named) return scored('distance', 'fits', 0.75, inputs);
  if (c.openToRelocation) return scored('distance', 'partial', 0, inputs);
  if (c.distanceKm === null || c.maxDistanceKm === null) return scored('distance', 'unknown', 0, inputs);
  return scored('distance', 'breaks', 0, inputs);
}

const overlaps = (aMin: number | null, aMax: number | null, bMin: number | null, bMax: number | null) =>
  (aMax ?? Infinity) >= (bMin ?? 0) && (bMax ?? Infinity) >= (aMin ?? 0);

/**
 * The post's gross range against her desired range converted to gross (machines/working-time.ts toGross), the very
 * comparison matching's prefilter makes (rank.ts 'salary'): ranges that overlap fit, ranges that do not break.
 * Nothing stated on either side is unknown, never agreement.
 */
function pay(need: MatchNeed, c: MatchCandidate): Scored {
  const gross = (amount: number | null) => (amount === null ? null : toGross(amount, c.salaryBasis));
  const her = { min: gross(c.salaryMin), max: gross(c.salaryMax) };
  const inputs = {
    post: { min: need.salaryMin, max: need.salaryMax, basis: 'gross' },
    candidate: { min: c.salaryMin, max: c.salaryMax, basis: c.salaryBasis, grossMin: her.min, grossMax: her.max },
  };
  if ((need.salaryMin === null && need.salaryMax === null) || (c.salaryMin === null && c.salaryMax === null)) {
    return scored('pay', 'unknown', 0, inputs);
  }
  return overlaps(need.salaryMin, need.salaryMax, her.min, her.max) ? scored('pay', 'fits', 1, inputs) : scored('pay', 'breaks', 0, inputs);
}

/** The post's normă (full or part time) against hers: a post open to both takes either; one she left unstated is unknown. */
export function workTypeFits(need: string, candidate: string | null): boolean {
  if (need === 'both') return candidate !== null;
  return candidate === need || candidate === 'both';
}

/**
 * The normă, shifts, gărzi, nights and weekends where both sides state them (machines/working-time.ts decides all
 * but the normă): one that breaks breaks the factor; it fits in the share of them that fit.
 */
function workingTime(need: MatchNeed, c: MatchCandidate): Scored {
  const norma = c.workType === null ? 'unknown' : workTypeFits(need.workType, c.workType) ? 'fits' : 'breaks';
  const verdicts = [norma, ...workingTimeVerdicts(need.workingTime, c.limits).map((v) => v.verdict)];
  const inputs = { post: { workType: need.workType, ...need.workingTime }, candidate: { workType: c.workType, ...c.limits } };
  const fits = verdicts.filter((v) => v === 'fits').length;
  if (verdicts.includes('breaks')) return scored('workingTime', 'breaks', 0, inputs);
  if (fits === 0) return scored('workingTime', 'unknown', 0, inputs);
  return scored('workingTime', fits === verdicts.length ? 'fits' : 'partial', fits / verdicts.length, inputs);
}

function competencies(need: MatchNeed, c: MatchCandidate, max: number): Scored {
  const common = c.competencies.filter((t) => need.tags.includes(t));
  const inputs = { post: need.tags, candidate: common };
  if (need.tags.length === 0 || c.competencies.length === 0) return scored('competencies', 'unknown', 0, inputs);
  const fraction = Math.min(max, common.length * PER_COMPETENCY) / max;
  if (common.length === 0) return scored('competencies', 'breaks', 0, inputs);
  return scored('competencies', common.length >= Math.min(need.tags.length, max / PER_COMPETENCY) ? 'fits' : 'partial', fraction, inputs);
}

function experience(c: MatchCandidate): Scored {
  const share = c.experience === null ? undefined : EXPERIENCE_SHARE[c.experience];
  const inputs = { post: null, candidate: c.experience };
  if (share === undefined) return scored('experience', 'unknown', 0, inputs);
  return scored('experience', share >= 0.5 ? 'fits' : 'partial', share, inputs);
}

/** A title no body regulates needs no licence; a regulated one needs hers valid today (machines/licence.ts). */
function licence(need: MatchNeed, c: MatchCandidate, now: string): Scored {
  const inputs = { post: { body: need.licenceBody }, candidate: { expiresOn: c.licenceExpiresOn } };
  const refusals = licenceRefusals({ body: need.licenceBody, expiresOn: c.licenceExpiresOn, hasDocument: true }, true, now).map(([, code]) => code);
  if (refusals.includes('licenceExpired')) return scored('licence', 'breaks', 0, inputs);
  if (refusals.includes('licenceMissing')) return scored('licence', 'unknown', 0, inputs);
  return scored('licence', 'fits', 1, inputs);
}

function reliability(c: MatchCandidate, maxNoShows: number): Scored {
  const inputs = { post: null, candidate: { noShows: c.noShows } };
  const verdict = c.noShows === 0 ? 'fits' : c.noShows >= maxNoShows ? 'breaks' : 'partial';
  return scored('reliability', verdict, NO_SHOW_FACTOR ** c.noShows, inputs);
}

function searchStatus(c: MatchCandidate): Scored {
  const inputs = { post: null, candidate: c.jobSearchStatus };
  if (c.jobSearchStatus === null) return scored('searchStatus', 'unknown', 0, inputs);
  if (c.jobSearchStatus === 'ready') return scored('searchStatus', 'fits', 1, inputs);
  return scored('searchStatus', c.jobSearchStatus === 'interviewing' ? 'partial' : 'breaks', 0, inputs);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Every factor of `candidate` for `need`, and the rank they add up to. `now` (an ISO instant from the injected clock)
 * dates the licence check. `maxNoShows` is where reliability breaks (rank.ts MAX_NO_SHOWS).
 */
export function explainMatch(need: MatchNeed, c: MatchCandidate, now: string, maxNoShows = 3, version = MATCHING_VERSION): Explanation {
  const weights = MATCHING_WEIGHTS[version]!;
  const parts = [
    jobTitle(need, c),
    distance(need, c),
    pay(need, c),
    workingTime(need, c),
    competencies(need, c, weights.competencies),
    experience(c),
    licence(need, c, now),
    reliability(c, maxNoShows),
    searchStatus(c),
  ];
  const withPoints = parts.map(({ fraction, ...f }) => ({ ...f, max: weights[f.factor], points: round2(fraction * weights[f.factor]) }));
  const rank = round2(withPoints.reduce((sum, f) => sum + f.points, 0));
  return { version, rank, factors: withPoints.map((f) => ({ ...f, share: rank > 0 ? round2(f.points / rank) : 0 })) };
}
