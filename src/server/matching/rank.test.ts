import { describe, expect, it } from 'vitest';
import { exclusionOf, exclusionsOf, fitScore, rankCandidates, type MatchCandidate, type MatchNeed } from './rank.ts';

const need: MatchNeed = {
  id: 1,
  companyId: 7,
  jobTitle: 'asistent-medical',
  specialty: 'cardiologie',
  city: 'cluj-napoca',
  workType: 'full_time',
  salaryMin: 5000,
  salaryMax: 7000,
  tags: ['ekg'],
  licenceBody: null,
  workingTime: { shiftPattern: '24h', garziPerMonth: 4, nightWork: true, weekendWork: true },
};
const NOW = '2026-06-01T09:00:00.000Z';

const NO_LIMITS = { acceptedShiftPatterns: [], maxGarziPerMonth: null, acceptsNights: null, acceptsWeekends: null };

const fit = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id: 100,
  jobTitle: 'asistent-medical',
  specialty: 'cardiologie',
  workType: 'full_time',
  city: 'turda',
  distanceKm: 26,
  maxDistanceKm: 40,
  preferredCities: [],
  workLocations: [],
  openToRelocation: false,
  salaryMin: 6000,
  salaryMax: 8000,
  salaryBasis: 'gross',
  limits: NO_LIMITS,
  experience: null,
  licenceExpiresOn: null,
  blacklistedCompanies: [],
  jobSearchStatus: 'ready',
  competencies: [],
  noShows: 0,
  ...over,
});

describe('matching criteria', () => {
  it('accepts a candidate who meets every criterion', () => {
    expect(exclusionOf(need, fit())).toBeNull();
  });

  it.each([
    ['another job title', { jobTitle: 'medic-specialist' }, 'jobTitle'],
    ['no job title yet', { jobTitle: null }, 'jobTitle'],
    ['another specialty', { specialty: 'pediatrie' }, 'specialty'],
    ['not looking for a job', { jobSearchStatus: 'not_ready' }, 'searchStatus'],
    ['no search status', { jobSearchStatus: null }, 'searchStatus'],
    ['the company black-listed', { blacklistedCompanies: ['7'] }, 'blacklisted'],
    ['part-time only for a full-time need', { workType: 'part_time' }, 'workType'],
    ['wants more than the need pays', { salaryMin: 7500, salaryMax: 9000 }, 'salary'],
    ['too far and not moving', { maxDistanceKm: 20 }, 'location'],
    ['far away, no distance given', { city: 'bucuresti', distanceKm: null, maxDistanceKm: null }, 'location'],
    ['three no-shows', { noShows: 3 }, 'reliability'],
    ['a net 4,500 minimum, 7,692 gross, above the need’s gross 7,000', { salaryMin: 4500, salaryMax: null, salaryBasis: 'net' }, 'salary'],
    ['no 24 h shifts for a 24 h post', { limits: { ...NO_LIMITS, acceptedShiftPatterns: ['day', '12h'] } }, 'shifts'],
    ['at most 2 gărzi for a post with 4', { limits: { ...NO_LIMITS, maxGarziPerMonth: 2 } }, 'garzi'],
    ['no nights for a post with night work', { limits: { ...NO_LIMITS, acceptsNights: false } }, 'nights'],
    ['no weekends for a post with weekend work', { limits: { ...NO_LIMITS, acceptsWeekends: false } }, 'weekends'],
  ] as const)('excludes a candidate with %s', (_label, over, reason) => {
    expect(exclusionOf(need, fit(over as Partial<MatchCandidate>))).toBe(reason);
  });

  it.each([
    ['the city among the preferred ones', { city: 'bucuresti', distanceKm: 326, maxDistanceKm: 10, preferredCities: ['cluj-napoca'] }],
    ['the city among the work locations', { city: 'bucuresti', distanceKm: 326, maxDistanceKm: 10, workLocations: ['cluj-napoca'] }],
    ['open to relocation', { city: 'bucuresti', distanceKm: 326, maxDistanceKm: 10, openToRelocation: true }],
    ['both work types', { workType: 'both' }],
    ['interviewing elsewhere', { jobSearchStatus: 'interviewing' }],
    ['an open-ended salary range', { salaryMin: null, salaryMax: null }],
    ['no specialty asked by the need', { specialty: 'pediatrie' }],
    ['a net 4,000 minimum, 6,838 gross, within the need’s gross range', { salaryMin: 4000, salaryMax: null, salaryBasis: 'net' }],
    ['limits the post keeps', { limits: { acceptedShiftPatterns: ['24h'], maxGarziPerMonth: 4, acceptsNights: true, acceptsWeekends: true } }],
  ] as const)('keeps a candidate with %s', (label, over) => {
    const n = label === 'no specialty asked by the need' ? { ...need, specialty: null } : need;
    expect(exclusionOf(n, fit(over as Partial<MatchCandidate>))).toBeNull();
  });

  it('ranks a candidate with a no-show below an equal one without, closer first, one interviewing elsewhere last', () => {
    const { ranked, excluded } = rankCandidates(
      need,
      [
        fit({ id: 1, noShows: 1 }),
        fit({ id: 2 }),
        fit({ id: 3, jobSearchStatus: 'interviewing' }),
        fit({ id: 4, city: 'cluj-napoca', distanceKm: 0 }),
        fit({ id: 5, jobTitle: 'farmacist' }),
      ],
      NOW,
    );
    expect(ranked.map((r) => r.candidateId)).toEqual([4, 2, 1, 3]);
    expect(excluded).toEqual([{ candidateId: 5, reason: 'jobTitle' }]);
    const reliability = ranked.find((r) => r.candidateId === 1)!.explanation.factors.find((f) => f.factor === 'reliability')!;
    expect(reliability).toMatchObject({ verdict: 'partial', points: 15, max: 20 });
  });
});

describe('every reason at once', () => {
  it('lists each criterion a candidate misses, in matching’s order, and none for a fit', () => {
    expect(exclusionsOf(need, fit())).toEqual([]);
    const far = fit({ specialty: 'pediatrie', salaryMin: 9000, salaryMax: 12000, distanceKm: 300, noShows: 3 });
    expect(exclusionsOf(need, far)).toEqual(['specialty', 'salary', 'location', 'reliability']);
    expect(exclusionOf(need, far)).toBe('specialty');
    // A nearer candidate fits better: the same score matching ranks by.
    expect(fitScore(need, fit({ distanceKm: 5 }), NOW)).toBeGreaterThan(fitScore(need, fit({ distanceKm: 35 }), NOW));
    expect(rankCandidates(need, [fit()], NOW).ranked[0]!.score).toBe(fitScore(need, fit(), NOW));
  });
});
