import { toGross } from '../../../../machines/working-time.ts';
import { describe, expect, it } from 'vitest';
import {
  loadAbroadWorkCountries,
  loadCities,
  loadCompetencies,
  loadDemoProfiles,
  loadEducations,
  loadExperiences,
  loadJobTitles,
  loadSchedules,
  loadSpecialties,
} from './index.ts';
import { duplicates } from './duplicates.ts';

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
