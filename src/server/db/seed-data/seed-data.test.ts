import { toGross } from '../../../../machines/working-time.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_REASONS, COMPANY_REASONS } from '../../../../machines/reasons.ts';
import {
  loadAbroadWorkCountries,
  loadCities,
  loadCompetencies,
  loadCounties,
  loadDemoProfiles,
  loadEducations,
  loadExperiences,
  loadIdentifications,
  loadJobTitles,
  loadRefusalReasons,
  loadSchedules,
  loadSpecialties,
} from './index.ts';

const dir = new URL('./', import.meta.url);
const jsonFiles = readdirSync(dir).filter((f) => f.endsWith('.json'));

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// Great-circle distance, the same formula the product uses for "distance in km".
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('seed data files', () => {
  it('every loader validates its file', () => {
    expect(loadJobTitles().length).toBeGreaterThanOrEqual(30);
    expect(loadSpecialties().length).toBeGreaterThanOrEqual(80);
    expect(loadCompetencies().length).toBeGreaterThanOrEqual(60);
    expect(loadCities().length).toBeGreaterThanOrEqual(150);
    expect(loadEducations().length).toBeGreaterThan(0);
    expect(loadSchedules().length).toBeGreaterThan(0);
    expect(loadIdentifications().length).toBeGreaterThan(0);
    expect(loadAbroadWorkCountries().length).toBeGreaterThanOrEqual(30);
    expect(loadDemoProfiles().candidates.length).toBeGreaterThanOrEqual(12);
  });

  it('has unique slugs and codes in every file', () => {
    const lists: Record<string, readonly string[]> = {
      jobTitles: loadJobTitles().map((x) => x.slug),
      specialties: loadSpecialties().map((x) => x.slug),
      competencies: loadCompetencies().map((x) => x.slug),
      countyCodes: loadCounties().map((x) => x.code),
      countySlugs: loadCounties().map((x) => x.slug),
      cities: loadCities().map((x) => x.slug),
      educations: loadEducations().map((x) => x.slug),
      educationRanks: loadEducations().map((x) => String(x.rank)),
      experiences: loadExperiences().map((x) => x.slug),
      schedules: loadSchedules().map((x) => x.slug),
      identifications: loadIdentifications().map((x) => x.slug),
      countries: loadAbroadWorkCountries().map((x) => x.code),
      companyReasons: loadRefusalReasons().company.map((x) => x.slug),
      candidateReasons: loadRefusalReasons().candidate.map((x) => x.slug),
      demoEmails: [
        ...loadDemoProfiles().care.map((x) => x.email),
        ...loadDemoProfiles().companies.map((x) => x.email),
        ...loadDemoProfiles().candidates.map((x) => x.email),
      ],
      demoPhones: [
        ...loadDemoProfiles().care.map((x) => x.phone),
        ...loadDemoProfiles().companies.map((x) => x.phone),
        ...loadDemoProfiles().candidates.map((x) => x.phone),
      ],
    };
    for (const [name, values] of Object.entries(lists)) expect(duplicates(values), name).toEqual([]);
  });

  it('writes Romanian with comma-below ș/ț, never cedilla ş/ţ, in NFC form', () => {
    expect(jsonFiles.length).toBe(13);
    for (const file of jsonFiles) {
      const all = strings(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
      expect(
        all.filter((s) => /[\u015E\u015F\u0162\u0163]/.test(s)),
        file,
      ).toEqual([]);
      expect(
        all.filter((s) => s !== s.normalize('NFC')),
        file,
      ).toEqual([]);
    }
  });
});

describe('counties and cities', () => {
  const counties = loadCounties();
  const cities = loadCities();

  it('lists the 41 counties and București with their plate codes', () => {
    expect(counties).toHaveLength(42);
    expect(counties.map((c) => c.code).sort()).toEqual([
      'AB',
      'AG',
      'AR',
      'B',
      'BC',
      'BH',
      'BN',
      'BR',
      'BT',
      'BV',
      'BZ',
      'CJ',
      'CL',
      'CS',
      'CT',
      'CV',
      'DB',
      'DJ',
      'GJ',
      'GL',
      'GR',
      'HD',
      'HR',
      'IF',
      'IL',
      'IS',
      'MH',
      'MM',
      'MS',
      'NT',
      'OT',
      'PH',
      'SB',
      'SJ',
      'SM',
      'SV',
      'TL',
      'TM',
      'TR',
      'VL',
      'VN',
      'VS',
    ]);
  });

  it('has every county seat among the cities of that county', () => {
    for (const county of counties) {
      const seat = cities.find((c) => c.slug === county.seat);
      // Ilfov has no seat of its own: its prefecture and county council sit in București.
      expect(seat?.county, `${county.name} → ${county.seat}`).toBe(county.code === 'IF' ? 'B' : county.code);
    }
  });

  it('places every city in a known county, with at least one city per county', () => {
    const codes = new Set(counties.map((c) => c.code));
    expect(cities.filter((c) => !codes.has(c.county)).map((c) => c.slug)).toEqual([]);
    for (const code of codes)
      expect(
        cities.some((c) => c.county === code),
        code,
      ).toBe(true);
  });

  it('keeps coordinates inside Romania and near the county seat (catches swapped or mistyped values)', () => {
    for (const city of cities) {
      expect(city.lat, city.slug).toBeGreaterThan(43.6);
      expect(city.lat, city.slug).toBeLessThan(48.3);
      expect(city.lng, city.slug).toBeGreaterThan(20.2);
      expect(city.lng, city.slug).toBeLessThan(29.75);
      const seatSlug = counties.find((c) => c.code === city.county)?.seat;
      const seat = cities.find((c) => c.slug === seatSlug);
      if (!seat) throw new Error(`no seat for ${city.county}`);
      expect(km(city, seat), city.slug).toBeLessThan(120);
    }
  });

  it('gives the Bucharest ring of towns their real distance from the capital', () => {
    const at = (slug: string) => {
      const city = cities.find((c) => c.slug === slug);
      if (!city) throw new Error(`missing ${slug}`);
      return city;
    };
    const bucuresti = at('bucuresti');
    for (const slug of ['voluntari', 'pantelimon', 'popesti-leordeni', 'buftea', 'otopeni', 'bragadiru', 'chitila', 'magurele']) {
      expect(at(slug).county).toBe('IF');
      expect(km(at(slug), bucuresti), slug).toBeLessThan(25);
    }
    // Straight-line distances between well-known pairs (road distances are longer).
    expect(km(bucuresti, at('brasov'))).toBeGreaterThan(130);
    expect(km(bucuresti, at('brasov'))).toBeLessThan(145);
    expect(km(at('cluj-napoca'), at('oradea'))).toBeGreaterThan(120);
    expect(km(at('cluj-napoca'), at('oradea'))).toBeLessThan(135);
  });

  it('keeps the towns of at least 10,000 people (2021 census order of magnitude)', () => {
    expect(cities.filter((c) => c.population < 9_000 && !counties.some((k) => k.seat === c.slug))).toEqual([]);
    expect(cities.find((c) => c.slug === 'bucuresti')?.population).toBeGreaterThan(1_500_000);
  });
});

describe('nomenclature cross-references', () => {
  it('links competencies to existing specialties', () => {
    const specialties = new Set(loadSpecialties().map((s) => s.slug));
    const broken = loadCompetencies().flatMap((c) => (c.specialties ?? []).filter((s) => !specialties.has(s)));
    expect(broken).toEqual([]);
  });

  it('covers every job-title group with specialties', () => {
    const groups = new Set(loadSpecialties().flatMap((s) => s.groups));
    for (const title of loadJobTitles()) expect(groups.has(title.group), title.slug).toBe(true);
  });

  it('has contiguous experience buckets ending with an open one', () => {
    const buckets = loadExperiences();
    expect(buckets.map((b) => b.slug)).toEqual(['0-1', '1-3', '3-5', '5-10', '10-plus']);
    buckets.forEach((b, i) => {
      const next = buckets[i + 1];
      if (next) expect(b.maxYears).toBe(next.minYears);
      else expect(b.maxYears).toBeNull();
    });
  });

  it('uses the refusal reason slugs of the workflow machines, with free text only for other', () => {
    const reasons = loadRefusalReasons();
    expect(reasons.company.map((r) => r.slug)).toEqual([...COMPANY_REASONS]);
    expect(reasons.candidate.map((r) => r.slug)).toEqual([...CANDIDATE_REASONS]);
    for (const r of [...reasons.company, ...reasons.candidate]) expect(r.requiresText, r.slug).toBe(r.slug === 'other');
  });
});

describe('demo profiles', () => {
  const demo = loadDemoProfiles();
  const jobTitles = new Map(loadJobTitles().map((j) => [j.slug, j]));
  const specialties = new Map(loadSpecialties().map((s) => [s.slug, s]));
  const competencies = new Set(loadCompetencies().map((c) => c.slug));
  const cities = new Set(loadCities().map((c) => c.slug));
  const educations = new Set(loadEducations().map((e) => e.slug));
  const experiences = new Set(loadExperiences().map((e) => e.slug));
  const schedules = new Set(loadSchedules().map((s) => s.slug));
  const countries = new Set(loadAbroadWorkCountries().map((c) => c.code));

  /** Problems of one demo entry: `check(ok, what)` collects them; job title and specialty are checked together. */
  function referenceProblems(
    entry: { jobTitle: string; specialty: string | null; competencies: readonly string[] },
    more: (check: (ok: boolean, what: string) => void) => void,
  ): string[] {
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => ok || problems.push(what);
    const title = jobTitles.get(entry.jobTitle);
    check(title !== undefined, `jobTitle ${entry.jobTitle}`);
    if (entry.specialty !== null) {
      const specialty = specialties.get(entry.specialty);
      check(specialty !== undefined, `specialty ${entry.specialty}`);
      if (specialty && title) check(specialty.groups.includes(title.group), `specialty ${entry.specialty} for ${title.group}`);
    }
    entry.competencies.forEach((s) => check(competencies.has(s), `competency ${s}`));
    more(check);
    return problems;
  }

  it('has the three fixed demo accounts', () => {
    expect(demo.candidates[0]?.email).toBe('candidate@demo.medilink.ro');
    expect(demo.companies[0]?.email).toBe('company@demo.medilink.ro');
    expect(demo.care[0]?.email).toBe('care@demo.medilink.ro');
  });

  it('references only existing nomenclature entries', () => {
    for (const c of demo.candidates) {
      const problems = referenceProblems(c, (check) => {
        c.secondaryJobTitles.forEach((s) => check(jobTitles.has(s), `secondary ${s}`));
        [c.city, ...c.workLocations, ...c.preferredCities].forEach((s) => check(cities.has(s), `city ${s}`));
        check(educations.has(c.education), `education ${c.education}`);
        check(experiences.has(c.experience), `experience ${c.experience}`);
        c.schedules.forEach((s) => check(schedules.has(s), `schedule ${s}`));
        c.preferredCountries.forEach((s) => check(countries.has(s), `country ${s}`));
      });
      expect(problems, c.email).toEqual([]);
    }
    for (const company of demo.companies) expect(cities.has(company.city), company.email).toBe(true);
  });

  it('gives the demo needs existing references and real variety (titles, cities, work types, salaries in lei)', () => {
    const companies = new Set(demo.companies.map((c) => c.email));
    expect(duplicates(demo.needs.map((n) => n.key))).toEqual([]);
    for (const n of demo.needs) {
      const problems = referenceProblems(n, (check) => {
        check(companies.has(n.company), `company ${n.company}`);
        check(cities.has(n.city), `city ${n.city}`);
        check(schedules.has(n.schedule), `schedule ${n.schedule}`);
        check(n.salaryMin >= 3_000 && n.salaryMax <= 50_000 && n.salaryMin < n.salaryMax, `salary ${n.salaryMin}-${n.salaryMax}`);
      });
      expect(problems, n.key).toEqual([]);
    }
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(demo.needs.map((n) => n.title))).toBe(demo.needs.length);
    expect(distinct(demo.needs.map((n) => n.description))).toBe(demo.needs.length);
    expect(distinct(demo.needs.map((n) => `${n.salaryMin}-${n.salaryMax}`))).toBe(demo.needs.length);
    expect(distinct(demo.needs.map((n) => n.jobTitle))).toBeGreaterThanOrEqual(6);
    expect(distinct(demo.needs.map((n) => n.company))).toBeGreaterThanOrEqual(4);
    expect(distinct(demo.needs.map((n) => n.city))).toBeGreaterThanOrEqual(5);
    expect(new Set(demo.needs.map((n) => n.workType))).toEqual(new Set(['full_time', 'part_time', 'both']));
  });

  it('keeps salaries, abroad wishes and work history coherent', () => {
    for (const c of demo.candidates) {
      expect(c.salaryMin, c.email).toBeLessThanOrEqual(c.salaryMax);
      // On the gross basis posts use: at least the minimum gross wage (4,050 lei a month since 2025), at most 50,000.
      const basis = c.salaryBasis ?? 'net';
      expect(toGross(c.salaryMin, basis), c.email).toBeGreaterThanOrEqual(4_050);
      expect(toGross(c.salaryMax, basis), c.email).toBeLessThanOrEqual(50_000);
      expect(c.preferredCountries.length > 0, c.email).toBe(c.agreeToWorkAbroad);
      expect(
        c.experienceEntries.filter((e) => e.to === null),
        c.email,
      ).toHaveLength(c.experienceEntries.length ? 1 : 0);
      for (const e of c.experienceEntries) if (e.to !== null) expect(e.from <= e.to, `${c.email} ${e.role}`).toBe(true);
      const sorted = [...c.experienceEntries].sort((a, b) => a.from.localeCompare(b.from));
      expect(sorted, c.email).toEqual(c.experienceEntries);
    }
  });
});
