import { describe, expect, it } from 'vitest';
import { loadCities, loadCounties } from './index.ts';

// Great-circle distance, the same formula the product uses for "distance in km".
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

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
