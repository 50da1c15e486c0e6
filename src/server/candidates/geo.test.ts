import { describe, expect, it } from 'vitest';
import { ageInYears } from './geo.ts';

describe('ageInYears', () => {
  it('counts a birthday only once it is reached', () => {
    expect(ageInYears('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageInYears('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageInYears('2000-02-29', '2026-02-28')).toBe(25);
  });
});
