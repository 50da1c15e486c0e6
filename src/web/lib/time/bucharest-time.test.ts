import { describe, expect, it } from 'vitest';
import { formatDay } from '../i18n/format';
import { START_TIMES, bucharestInstant, bucharestToday, formatInstant } from './bucharest-time';

describe('Bucharest wall clock', () => {
  it('gives winter instants at +02:00 and summer ones at +03:00', () => {
    expect(bucharestInstant('2026-01-15', '10:00')).toBe('2026-01-15T10:00:00+02:00');
    expect(bucharestInstant('2026-07-15', '07:30')).toBe('2026-07-15T07:30:00+03:00');
    expect(new Date(bucharestInstant('2026-07-15', '07:30')).toISOString()).toBe('2026-07-15T04:30:00.000Z');
  });

  it('handles the days the clock changes', () => {
    // 29 March 2026: 03:00 becomes 04:00; 25 October 2026: 04:00 becomes 03:00.
    expect(bucharestInstant('2026-03-29', '09:00')).toBe('2026-03-29T09:00:00+03:00');
    expect(bucharestInstant('2026-03-28', '21:00')).toBe('2026-03-28T21:00:00+02:00');
    expect(bucharestInstant('2026-10-25', '09:00')).toBe('2026-10-25T09:00:00+02:00');
    expect(bucharestInstant('2026-10-24', '09:00')).toBe('2026-10-24T09:00:00+03:00');
  });

  it('reads today on the Bucharest clock, not UTC', () => {
    expect(bucharestToday(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
  });

  it('formats in the locale on the Bucharest clock', () => {
    expect(formatInstant('2026-03-05T08:00:00Z', 'en', 'short')).toContain('10:00');
    expect(formatInstant('2026-03-05T08:00:00Z', 'ro-RO')).toMatch(/joi, 5 martie 2026/);
    expect(formatDay('2026-12-01', 'ro-RO')).toBe('1 decembrie 2026');
  });

  it('offers half-hour starts from 07:00 to 21:00', () => {
    expect(START_TIMES[0]).toBe('07:00');
    expect(START_TIMES.at(-1)).toBe('21:00');
    expect(START_TIMES).toHaveLength(29);
  });
});
