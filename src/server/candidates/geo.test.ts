import { describe, expect, it } from 'vitest';
import { ageInYears, distanceKm } from './geo.ts';

describe('distanceKm', () => {
  it('gives București → Cluj-Napoca as the crow flies (about 324 km)', () => {
    expect(distanceKm({ lat: 44.4268, lng: 26.1025 }, { lat: 46.7712, lng: 23.6236 })).toBeGreaterThan(315);
    expect(distanceKm({ lat: 44.4268, lng: 26.1025 }, { lat: 46.7712, lng: 23.6236 })).toBeLessThan(335);
  });
  it('is 0 for the same city', () => {
    expect(distanceKm({ lat: 45.75, lng: 21.23 }, { lat: 45.75, lng: 21.23 })).toBe(0);
  });
});

describe('ageInYears', () => {
  it('counts a birthday only once it is reached', () => {
    expect(ageInYears('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageInYears('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageInYears('2000-02-29', '2026-02-28')).toBe(25);
  });
});
