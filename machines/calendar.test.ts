import { describe, expect, it } from 'vitest';
import { civilOf, dayNumberOf, formatDayNumber, isNonWorkingDay, nonWorkingDays, orthodoxEaster, parseDay } from './calendar.ts';

describe('orthodoxEaster', () => {
  it.each([
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2028, '2028-04-16'],
    [2030, '2030-04-28'],
    [2099, '2099-04-12'],
  ])('%i → %s', (year, expected) => {
    expect(formatDayNumber(orthodoxEaster(year))).toBe(expected);
  });

  it('always falls on a Sunday between April 4 and May 8 (2024-2099)', () => {
    for (let year = 2024; year <= 2099; year++) {
      const easter = orthodoxEaster(year);
      // 1970-01-01 was a Thursday, so day number 3 is a Sunday.
      expect((((easter - 3) % 7) + 7) % 7).toBe(0);
      expect(easter).toBeGreaterThanOrEqual(dayNumberOf(year, 4, 4));
      expect(easter).toBeLessThanOrEqual(dayNumberOf(year, 5, 8));
    }
  });
});

describe('nonWorkingDays', () => {
  it('lists 2026 exactly', () => {
    expect(nonWorkingDays(2026).map((d) => `${d.date} ${d.kind}`)).toEqual([
      '2026-01-01 legal',
      '2026-01-02 legal',
      '2026-01-06 legal',
      '2026-01-07 legal',
      '2026-01-24 legal',
      '2026-04-10 legal',
      '2026-04-12 legal',
      '2026-04-13 legal',
      '2026-05-01 legal',
      '2026-05-02 closure',
      '2026-05-31 legal',
      '2026-06-01 legal',
      '2026-08-15 legal',
      '2026-11-30 legal',
      '2026-12-01 legal',
      '2026-12-25 legal',
      '2026-12-26 legal',
      '2026-12-27 closure',
      '2026-12-28 closure',
      '2026-12-29 closure',
      '2026-12-30 closure',
      '2026-12-31 closure',
    ]);
  });

  it('names 2026-06-01 both Children’s Day and Pentecost Monday, in both languages', () => {
    const day = nonWorkingDays(2026).find((d) => d.date === '2026-06-01');
    expect(day?.name.en).toContain("Children's Day");
    expect(day?.name.en).toContain('Orthodox Pentecost Monday');
    expect(day?.name.ro).toContain('Ziua Copilului');
    expect(day?.name.ro).toContain('A doua zi de Rusalii');
  });

  it('lets a legal holiday outrank the May 2 closure day (Easter 2027 is May 2)', () => {
    const may2 = nonWorkingDays(2027).find((d) => d.date === '2027-05-02');
    expect(may2).toEqual({ date: '2027-05-02', kind: 'legal', name: { ro: 'Paștele', en: 'Orthodox Easter Sunday' } });
    expect(nonWorkingDays(2027).map((d) => d.date)).toEqual(expect.arrayContaining(['2027-04-30', '2027-05-03', '2027-06-20', '2027-06-21']));
  });

  it('covers the Easter days of 2024 and 2025', () => {
    const dates2024 = nonWorkingDays(2024).map((d) => d.date);
    expect(dates2024).toEqual(expect.arrayContaining(['2024-05-03', '2024-05-05', '2024-05-06', '2024-06-23', '2024-06-24']));
    const dates2025 = nonWorkingDays(2025).map((d) => d.date);
    expect(dates2025).toEqual(expect.arrayContaining(['2025-04-18', '2025-04-20', '2025-04-21', '2025-06-08', '2025-06-09']));
  });

  it('has dates sorted, unique and all inside the year, every year 2024-2099', () => {
    for (let year = 2024; year <= 2099; year++) {
      const dates = nonWorkingDays(year).map((d) => d.date);
      expect([...new Set(dates)]).toEqual(dates);
      expect([...dates].sort()).toEqual(dates);
      expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
      expect(dates.length).toBeGreaterThanOrEqual(19);
    }
  });
});

describe('isNonWorkingDay', () => {
  it('answers for local calendar days whatever the process time zone', () => {
    expect(isNonWorkingDay('2026-12-01')).toBe(true);
    expect(isNonWorkingDay('2026-12-02')).toBe(false);
    expect(isNonWorkingDay('2026-04-10')).toBe(true);
    expect(isNonWorkingDay('2026-04-11')).toBe(false);
    expect(isNonWorkingDay('2025-12-31')).toBe(true);
    expect(isNonWorkingDay('2026-01-03')).toBe(false);
  });

  it('rejects malformed or impossible days', () => {
    expect(() => isNonWorkingDay('2026-02-30')).toThrow(RangeError);
    expect(() => isNonWorkingDay('2026-2-3')).toThrow(RangeError);
  });
});

describe('day arithmetic', () => {
  it('round-trips day numbers', () => {
    for (let n = dayNumberOf(2024, 1, 1); n < dayNumberOf(2100, 1, 1); n += 37) {
      const { year, month, day } = civilOf(n);
      expect(dayNumberOf(year, month, day)).toBe(n);
      expect(parseDay(formatDayNumber(n))).toBe(n);
    }
    expect(dayNumberOf(1970, 1, 1)).toBe(0);
    expect(formatDayNumber(dayNumberOf(2024, 2, 29))).toBe('2024-02-29');
  });
});
