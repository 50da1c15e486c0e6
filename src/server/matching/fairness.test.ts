import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankCandidates, type MatchNeed } from './rank.ts';
import { toMatchCandidate } from './repository.ts';

// The rank and its explanation must not depend on who a candidate is: the whole profile row (her age, sex, name and
// nationality among it) goes through the same mapping matching uses, and only those four vary.
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
  tags: ['ekg'],
  licenceBody: 'OAMGMAMR',
  workingTime: { shiftPattern: '12h', garziPerMonth: 4, nightWork: true, weekendWork: null },
};

const profile = (userId: number, km: number) => ({
  user_id: userId,
  category: 'asistent-medical',
  sub_category: null,
  work_type: 'full_time' as const,
  city: 'turda',
  max_distance_in_km: 50,
  preferred_cities: [],
  work_locations: [],
  open_to_relocation: false,
  min_salary: 4000 + userId * 100,
  max_salary: 7000,
  blacklisted_companies: [],
  job_search_status: userId % 2 ? ('ready' as const) : ('interviewing' as const),
  tags: userId % 3 ? ['ekg'] : [],
  salary_basis: 'net' as const,
  accepted_shift_patterns: ['12h' as const],
  max_garzi_per_month: userId % 4 ? 6 : null,
  accepts_nights: true,
  accepts_weekends: null,
  experience: ['1-3', '5-10', null][userId % 3] ?? null,
  no_shows: userId % 5 === 0 ? 1 : 0,
  km,
});

const identity = fc.record({
  full_name: fc.string({ minLength: 1, maxLength: 40 }),
  birth_date: fc.date({ min: new Date('1950-01-01'), max: new Date('2006-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  sex: fc.constantFrom('female', 'male', null),
  nationality: fc.constantFrom('RO', 'MD', 'UA', 'PH', 'IN', 'NP', null),
});

const rankOf = (identities: Array<Record<string, unknown>>) => {
  const rows = identities.map((who, i) => ({ ...profile(i + 1, 5 + i * 7), ...who }));
  return rankCandidates(
    need,
    rows.map((r) => toMatchCandidate(r, r.km, '2026-12-31')),
    NOW,
  );
};

describe('fair by construction', () => {
  it('ranks and explains the same whatever the candidates’ age, sex, name and nationality', () => {
    const baseline = rankOf(Array.from({ length: 8 }, () => ({})));
    expect(baseline.ranked.length).toBeGreaterThan(4);
    fc.assert(
      fc.property(fc.array(identity, { minLength: 8, maxLength: 8 }), (identities) => {
        expect(rankOf(identities)).toEqual(baseline);
      }),
      { numRuns: 200 },
    );
  });
});
