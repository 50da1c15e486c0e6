import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vacancy titles are gender-neutral (pay transparency): a Romanian job title with a feminine form names both,
// "Asistent medical / Asistentă medicală", each form capitalised alike. Only nouns Romanian uses for everyone
// ("medic", "paramedic", "psiholog", "manager") stand alone. English titles are neutral already ("nurse").

const EPICENE = /^(Medic|Paramedic|Psiholog|Manager)\b/;

type JobTitle = { slug: string; ro: string; en: string };
const titles = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/server/db/seed-data/job-titles.json'), 'utf8')) as JobTitle[];

describe('job titles in a gender-neutral form', () => {
  it('the check reads the titles it is meant to', () => {
    expect(titles.map((t) => t.ro)).toContain('Asistent medical / Asistentă medicală (altă specialitate)');
    expect(titles.length).toBeGreaterThan(40);
  });

  it('names both forms unless the noun serves everyone', () => {
    expect(titles.filter((t) => !t.ro.includes(' / ') && !EPICENE.test(t.ro)).map((t) => t.ro)).toEqual([]);
  });

  it('capitalises both forms alike', () => {
    const uneven = titles.filter((t) => t.ro.split(' / ').some((form) => form.charAt(0) !== form.charAt(0).toLocaleUpperCase('ro-RO')));
    expect(uneven.map((t) => t.ro)).toEqual([]);
  });
});
