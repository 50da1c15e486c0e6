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
import { duplicates } from './duplicates.ts';

const dir = new URL('./', import.meta.url);
const jsonFiles = readdirSync(dir).filter((f) => f.endsWith('.json'));

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
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
