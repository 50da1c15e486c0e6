import { describe, expect, it } from 'vitest';
import type { OnboardingProfile } from '../api/onboarding-profile';
import {
  COMPLETENESS_ITEMS,
  ITEM_TARGET,
  birthDateBounds,
  canEditSection,
  educationNewestFirst,
  entryFieldErrors,
  experienceNewestFirst,
  labelsOf,
  missingItems,
  stepNumber,
  withEntry,
  withoutEntry,
} from './profile-view';

const base: OnboardingProfile = { id: 7, email: 'ana@example.test', name: 'Ana', phone: '0722123456', step: 0, completed: false };

describe('missingItems', () => {
  it('lists everything but name and phone for a fresh account', () => {
    expect(missingItems(base)).toEqual(COMPLETENESS_ITEMS.filter((item) => item !== 'name' && item !== 'phone'));
  });

  it('counts empty lists and empty strings as missing, like the server', () => {
    const missing = missingItems({ ...base, tags: [], about: '', category: 'medic', cv_file_name: 'cv.pdf' });
    expect(missing).toContain('tags');
    expect(missing).toContain('about');
    expect(missing).not.toContain('category');
    expect(missing).not.toContain('cv');
  });

  it('takes the work area from the work locations or, without them, the preferred cities', () => {
    expect(missingItems({ ...base, work_locations: [], preferred_cities: ['cluj-napoca'] })).not.toContain('work_area');
    expect(missingItems({ ...base, work_locations: ['iasi'], preferred_cities: [] })).not.toContain('work_area');
    expect(missingItems({ ...base, work_locations: [], preferred_cities: [] })).toContain('work_area');
  });

  it('keeps zero and false as filled', () => {
    expect(missingItems({ ...base, language_level: 0 as never })).not.toContain('language_level');
  });
});

describe('canEditSection', () => {
  it('opens saved steps and the first unsaved one, and the CV always', () => {
    const profile = { ...base, step: 2 };
    expect(canEditSection(profile, 'job')).toBe(true);
    expect(canEditSection(profile, 'education')).toBe(true);
    expect(canEditSection(profile, 'salary')).toBe(false);
    expect(canEditSection(profile, 'cv')).toBe(true);
    expect(canEditSection({ ...base, step: 6 }, 'preferences')).toBe(true);
  });

  it('numbers the steps from 1 in the wizard order', () => {
    expect(stepNumber('job')).toBe(1);
    expect(stepNumber('cv')).toBe(6);
  });
});

describe('labelsOf', () => {
  const options = [
    { value: 'cluj-napoca', label: 'Cluj-Napoca' },
    { value: 'iasi', label: 'Iași' },
  ];
  it('keeps the saved order and never shows an unknown slug', () => {
    expect(labelsOf(['iasi', 'gone', 'cluj-napoca'], options)).toEqual(['Iași', 'Cluj-Napoca']);
    expect(labelsOf(null, options)).toEqual([]);
  });
});

describe('where each missing item is edited', () => {
  it('links every item but the registration ones (name, phone) to a form of the page', () => {
    expect(COMPLETENESS_ITEMS.filter((item) => !ITEM_TARGET[item])).toEqual(['name', 'phone']);
    expect(ITEM_TARGET.birth_date).toBe('about');
    expect(ITEM_TARGET.schedules).toBe('about');
    expect(ITEM_TARGET.about).toBe('about');
    expect(ITEM_TARGET.experience_entries).toBe('experience');
    expect(ITEM_TARGET.education_entries).toBe('studies');
  });

  it("opens the profile's own sections whatever the wizard step (they are saved without one)", () => {
    for (const target of ['about', 'experience', 'studies'] as const) expect(canEditSection({ ...base, step: 0 }, target)).toBe(true);
  });
});

describe('entries', () => {
  const job = (from: string, to: string | null, role = 'Nurse') => ({ employer: 'Spital', role, city: null, from, to });

  it('lists experience newest first: current jobs, then by end and start, keeping the saved index', () => {
    const entries = [job('2015-01', '2018-06', 'a'), job('2019-03', null, 'b'), job('2018-07', '2019-02', 'c'), job('2016-01', '2018-06', 'd')];
    expect(experienceNewestFirst(entries).map(({ entry, index }) => `${entry.role}${index}`)).toEqual(['b1', 'c2', 'd3', 'a0']);
    expect(experienceNewestFirst(null)).toEqual([]);
  });

  it('lists studies by graduation year, those without one last', () => {
    const studies = [
      { institution: 'A', degree: 'x', graduation_year: 2010 },
      { institution: 'B', degree: 'y', graduation_year: null },
      { institution: 'C', degree: 'z', graduation_year: 2020 },
    ];
    expect(educationNewestFirst(studies).map(({ index }) => index)).toEqual([2, 0, 1]);
  });

  it('adds, replaces and removes an entry of the list that is saved whole', () => {
    expect(withEntry(null, null, 1)).toEqual([1]);
    expect(withEntry([1, 2], null, 3)).toEqual([1, 2, 3]);
    expect(withEntry([1, 2], 0, 9)).toEqual([9, 2]);
    expect(withoutEntry([1, 2, 3], 1)).toEqual([1, 3]);
    expect(withoutEntry(undefined, 0)).toEqual([]);
  });

  it('takes the server field errors of the entry being saved', () => {
    const errors = {
      'experience_entries.2.from': ['Invalid date'],
      'experience_entries.0.role': ['Required'],
      experience_entries: 'Too many',
      about: 'x',
    };
    expect(entryFieldErrors(errors, 'experience_entries', 2)).toEqual({ from: ['Invalid date'], list: 'Too many' });
    expect(entryFieldErrors(undefined, 'experience_entries', 0)).toBeUndefined();
  });
});

describe('birthDateBounds', () => {
  it('allows ages from 16 to 80 on the given day, never a future date', () => {
    expect(birthDateBounds('2026-11-22')).toEqual({ min: '1946-11-22', max: '2010-11-22' });
    expect(birthDateBounds('2028-02-29')).toEqual({ min: '1948-02-29', max: '2012-02-29' });
    expect(birthDateBounds('2024-02-29')).toEqual({ min: '1944-02-29', max: '2008-02-29' });
    expect(birthDateBounds('2025-02-28').max < '2025-02-28').toBe(true);
  });
});
