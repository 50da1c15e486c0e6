import { describe, expect, it } from 'vitest';
import type { OnboardingProfile } from '../api/onboarding-profile';
import { COMPLETENESS_ITEMS, canEditSection, formatDay, formatLei, formatMonth, labelsOf, missingItems, stepNumber } from './profile-view';

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

describe('locale formats', () => {
  it('groups LEI amounts the way each language does', () => {
    expect(formatLei(5500, 'ro-RO')).toBe('5.500 LEI');
    expect(formatLei(12000, 'en')).toBe('12,000 LEI');
  });

  it('writes months and days in the language', () => {
    expect(formatMonth('2021-05', 'en')).toBe('May 2021');
    expect(formatMonth('2021-05', 'ro-RO')).toBe('mai 2021');
    expect(formatMonth('soon', 'en')).toBe('soon');
    expect(formatDay('1990-03-12', 'en')).toBe('March 12, 1990');
    expect(formatDay('1990-03-12', 'ro-RO')).toBe('12 martie 1990');
  });
});
