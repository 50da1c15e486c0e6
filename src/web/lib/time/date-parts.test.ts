import { describe, expect, it } from 'vitest';
import { dateParts, timeParts } from './date-parts';

describe('dateParts and timeParts', () => {
  it('reads a day and a time', () => {
    expect(dateParts('2026-03-05')).toEqual([2026, 3, 5]);
    expect(timeParts('07:30')).toEqual([7, 30]);
  });

  it('reads a missing part as NaN, so the date it makes is invalid', () => {
    expect(dateParts('2026-03')).toEqual([2026, 3, Number.NaN]);
    expect(timeParts('07')).toEqual([7, Number.NaN]);
  });
});
