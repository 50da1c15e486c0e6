import { describe, expect, it } from 'vitest';
import { loadJobTitles, loadLicenceBodies } from '../db/seed-data/index.ts';
import { licenceBodyOf, regulatedTitles } from './bodies.ts';

describe('licence bodies', () => {
  it('name only job titles of the nomenclature, each under one body', () => {
    const titles = new Set(loadJobTitles().map((t) => t.slug));
    const listed = regulatedTitles().map((r) => r.jobTitle);
    expect(listed.filter((t) => !titles.has(t))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(loadLicenceBodies().map((b) => b.code)).size).toBe(loadLicenceBodies().length);
  });

  it('map every doctor, nurse, midwife and pharmacist title to its body, and none to the unregulated ones', () => {
    for (const title of loadJobTitles().filter((t) => t.group !== 'other')) {
      expect(licenceBodyOf(title.slug), title.slug).not.toBeNull();
    }
    expect(licenceBodyOf('medic-primar')?.code).toBe('CMR');
    expect(licenceBodyOf('medic-dentist')?.code).toBe('CMDR');
    expect(licenceBodyOf('moasa')?.code).toBe('OAMGMAMR');
    expect(licenceBodyOf('farmacist')?.code).toBe('CFR');
    expect(licenceBodyOf('kinetoterapeut')?.code).toBe('CFZRO');
    expect(licenceBodyOf('biochimist')?.code).toBe('OBBCSSR');
    expect(licenceBodyOf('brancardier')).toBeNull();
  });
});
