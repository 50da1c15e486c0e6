import { describe, expect, it } from 'vitest';
import { weekdayOf, withinAvailability } from './availability-check';

describe('availability check', () => {
  it('numbers weekdays from Monday = 0', () => {
    expect(weekdayOf('2026-03-02')).toBe(0); // a Monday
    expect(weekdayOf('2026-03-08')).toBe(6); // a Sunday
  });
  it('warns only outside the intervals of the Bucharest weekday', () => {
    const items = [{ weekday: 0, start: '09:00', end: '12:00' }];
    expect(withinAvailability('2026-03-02T09:00:00+02:00', items)).toBe(true);
    expect(withinAvailability('2026-03-02T12:00:00+02:00', items)).toBe(false);
    expect(withinAvailability('2026-03-03T10:00:00+02:00', items)).toBe(false);
    expect(withinAvailability('2026-03-03T10:00:00+02:00', [])).toBe(true);
  });
});
