import { describe, expect, it } from 'vitest';
import { addDays, visibleDays } from './calendar-days';

describe('calendar days', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('shows the Monday-first week of a day', () => {
    expect(visibleDays('2026-03-05', 'week')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
  });
  it('shows whole weeks covering the month', () => {
    const days = visibleDays('2026-03-15', 'month');
    expect(days[0]).toBe('2026-02-23');
    expect(days).toContain('2026-03-31');
    expect(days.length % 7).toBe(0);
  });
});
