import { describe, expect, it } from 'vitest';
import { formatDay, formatLei, formatMonth, formatNumericDay, formatSalary } from './format';

describe('locale formats', () => {
  it('groups LEI amounts the way each language does', () => {
    expect(formatLei(5500, 'ro-RO')).toBe('5.500 LEI');
    expect(formatLei(12000, 'en')).toBe('12,000 LEI');
  });

  it('writes salary ranges with the same grouping, and nothing when none is named', () => {
    expect(formatSalary(4000, 6000, 'ro-RO')).toBe('4.000–6.000 LEI');
    expect(formatSalary(null, 4500, 'ro-RO')).toBe('4.500 LEI');
    expect(formatSalary(7000, 7000, 'en')).toBe('7,000 LEI');
    expect(formatSalary(null, null, 'en')).toBeNull();
  });

  it('writes months and days in the language', () => {
    expect(formatMonth('2021-05', 'en')).toBe('May 2021');
    expect(formatMonth('2021-05', 'ro-RO')).toBe('mai 2021');
    expect(formatMonth('soon', 'en')).toBe('soon');
    expect(formatDay('1990-03-12', 'en')).toBe('March 12, 1990');
    expect(formatDay('1990-03-12', 'ro-RO')).toBe('12 martie 1990');
    expect(formatNumericDay('2027-12-31', 'ro-RO')).toBe('31.12.2027');
    expect(formatNumericDay('2027-12-31', 'en')).toBe('12/31/2027');
    expect(formatNumericDay('later', 'en')).toBe('later');
  });
});
