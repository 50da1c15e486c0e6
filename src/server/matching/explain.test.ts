import { describe, expect, it } from 'vitest';
import { explainMatch, FACTORS, type FactorName, MATCHING_VERSION, MATCHING_WEIGHTS } from './explain.ts';
import type { MatchCandidate, MatchNeed } from './rank.ts';

const NOW = '2026-06-01T09:00:00.000Z';
const need: MatchNeed = {
  id: 1,
  companyId: 7,
  jobTitle: 'asistent-medical',
  specialty: null,
  city: 'cluj-napoca',
  workType: 'full_time',
  salaryMin: 6000,
  salaryMax: 9000,
  tags: ['ekg', 'triaj'],
  licenceBody: 'OAMGMAMR',
  workingTime: { shiftPattern: '12h', garziPerMonth: 4, nightWork: true, weekendWork: false },
};
const known = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id: 100,
  jobTitle: 'asistent-medical',
  specialty: null,
  workType: 'full_time',
  city: 'turda',
  distanceKm: 10,
  maxDistanceKm: 40,
  preferredCities: [],
  workLocations: [],
  openToRelocation: false,
  salaryMin: 4000,
  salaryMax: 6500,
  salaryBasis: 'net',
  limits: { acceptedShiftPatterns: ['12h'], maxGarziPerMonth: 6, acceptsNights: true, acceptsWeekends: true },
  experience: '3-5',
  licenceExpiresOn: '2026-12-31',
  blacklistedCompanies: [],
  jobSearchStatus: 'ready',
  competencies: ['ekg', 'triaj'],
  noShows: 0,
  ...over,
});
const empty = (): MatchCandidate =>
  known({
    maxDistanceKm: null,
    distanceKm: null,
    salaryMin: null,
    salaryMax: null,
    limits: { acceptedShiftPatterns: [], maxGarziPerMonth: null, acceptsNights: null, acceptsWeekends: null },
    experience: null,
    licenceExpiresOn: null,
    competencies: [],
    jobSearchStatus: null,
    jobTitle: null,
    workType: null,
  });
const verdictOf = (c: MatchCandidate, factor: FactorName, n: MatchNeed = need) =>
  explainMatch(n, c, NOW).factors.find((f) => f.factor === factor)!.verdict;

describe('explainMatch', () => {
  it('gives every factor, its points out of its weight and its share, adding up to the rank', () => {
    const e = explainMatch(need, known(), NOW);
    expect(e.version).toBe(MATCHING_VERSION);
    expect(e.factors.map((f) => f.factor)).toEqual(Object.keys(MATCHING_WEIGHTS[MATCHING_VERSION]!));
    expect(e.factors.every((f) => f.verdict === 'fits')).toBe(true);
    expect(e.rank).toBeCloseTo(
      e.factors.reduce((s, f) => s + f.points, 0),
      5,
    );
    expect(e.factors.reduce((s, f) => s + f.share, 0)).toBeCloseTo(1, 1);
  });

  it('shows every missing value as unknown, never as agreement, and gives it no points', () => {
    const e = explainMatch(need, empty(), NOW);
    for (const factor of ['jobTitle', 'distance', 'pay', 'workingTime', 'competencies', 'experience', 'licence', 'searchStatus'] as const) {
      const f = e.factors.find((x) => x.factor === factor)!;
      expect([factor, f.verdict, f.points]).toEqual([factor, 'unknown', 0]);
    }
  });

  it('compares pay in gross, as matching does: a net wish that overlaps as stated but not once grossed up breaks', () => {
    // 4,000-6,500 net is 6,838-11,111 gross: it starts inside 6,000-9,000.
    expect(verdictOf(known(), 'pay')).toBe('fits');
    // 7,000-8,000 net is 11,966-13,675 gross: the stated figures overlap the post's, the gross ones do not.
    expect(verdictOf(known({ salaryMin: 7000, salaryMax: 8000 }), 'pay')).toBe('breaks');
    // 10,500-15,200 net is 17,949-25,983 gross: it meets 19,000-24,000 gross, though the stated figures do not.
    expect(verdictOf(known({ salaryMin: 10_500, salaryMax: 15_200 }), 'pay', { ...need, salaryMin: 19_000, salaryMax: 24_000 })).toBe('fits');
    expect(verdictOf(known({ salaryMin: 9500, salaryMax: 12000 }), 'pay')).toBe('breaks');
    expect(verdictOf(known({ salaryMin: 7000, salaryMax: 8000, salaryBasis: 'gross' }), 'pay')).toBe('fits');
    expect(verdictOf(known({ salaryMin: null, salaryMax: null }), 'pay')).toBe('unknown');
    expect(verdictOf(known(), 'pay', { ...need, salaryMin: null, salaryMax: null })).toBe('unknown');
  });

  it.each([
    ['distance', { distanceKm: 60 }, 'breaks'],
    ['distance', { distanceKm: 60, openToRelocation: true }, 'partial'],
    ['distance', { distanceKm: 300, preferredCities: ['cluj-napoca'] }, 'fits'],
    ['jobTitle', { jobTitle: 'medic' }, 'breaks'],
    ['workingTime', { limits: { acceptedShiftPatterns: ['12h'], maxGarziPerMonth: 2, acceptsNights: true, acceptsWeekends: true } }, 'breaks'],
    ['workingTime', { limits: { acceptedShiftPatterns: ['12h'], maxGarziPerMonth: null, acceptsNights: true, acceptsWeekends: null } }, 'partial'],
    ['workingTime', { workType: 'part_time' }, 'breaks'],
    ['workingTime', { workType: 'both' }, 'fits'],
    ['competencies', { competencies: ['ekg'] }, 'partial'],
    ['competencies', { competencies: ['dializa'] }, 'breaks'],
    ['experience', { experience: '0-1' }, 'partial'],
    ['licence', { licenceExpiresOn: '2026-05-31' }, 'breaks'],
    ['reliability', { noShows: 1 }, 'partial'],
    ['reliability', { noShows: 3 }, 'breaks'],
    ['searchStatus', { jobSearchStatus: 'interviewing' }, 'partial'],
    ['searchStatus', { jobSearchStatus: 'not_ready' }, 'breaks'],
  ] as const)('%s: %j is %s', (factor, over, verdict) => {
    expect(verdictOf(known(over as Partial<MatchCandidate>), factor)).toBe(verdict);
  });

  it('asks for no licence where no body regulates the title, and needs the specialty the post asks', () => {
    expect(verdictOf(known({ licenceExpiresOn: null }), 'licence', { ...need, licenceBody: null })).toBe('fits');
    expect(verdictOf(known({ specialty: null }), 'jobTitle', { ...need, specialty: 'cardiologie' })).toBe('unknown');
    expect(verdictOf(known({ specialty: 'pediatrie' }), 'jobTitle', { ...need, specialty: 'cardiologie' })).toBe('breaks');
  });

  it('weighs the normă in the working time: stated alone it fits in part, the rest stays unknown and gives nothing', () => {
    const unsaid = { acceptedShiftPatterns: [], maxGarziPerMonth: null, acceptsNights: null, acceptsWeekends: null };
    const f = explainMatch(need, known({ limits: unsaid }), NOW).factors.find((x) => x.factor === 'workingTime')!;
    expect([f.verdict, f.points]).toEqual(['partial', MATCHING_WEIGHTS[MATCHING_VERSION]!.workingTime / 5]);
    expect(verdictOf(known({ limits: unsaid, workType: null }), 'workingTime')).toBe('unknown');
  });

  it('keeps the weights of every version it used, each naming every factor, and says which version it computed', () => {
    expect(MATCHING_WEIGHTS[MATCHING_VERSION]).toBeDefined();
    for (const [version, weights] of Object.entries(MATCHING_WEIGHTS)) {
      expect(Object.keys(weights)).toEqual([...FACTORS]);
      const e = explainMatch(need, known(), NOW, 3, Number(version));
      expect(e.version).toBe(Number(version));
      expect(e.factors.map((f) => f.max)).toEqual(Object.values(weights));
    }
  });
});
