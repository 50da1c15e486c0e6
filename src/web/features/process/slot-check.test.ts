import { describe, expect, it } from 'vitest';
import { checkCallSlot, checkOptionSlots } from './slot-check';

const now = new Date('2026-03-02T09:00:00Z'); // Monday 11:00 in Bucharest

describe('slot checks (the machine rules in the browser)', () => {
  it('accepts three distinct working-day slots at least 24 h ahead', () => {
    const check = checkOptionSlots(
      'candidate.proposeOptions',
      [
        { day: '2026-03-04', time: '10:00' },
        { day: '2026-03-04', time: '12:30' },
        { day: '2026-03-05', time: '09:00' },
      ],
      now,
    );
    expect(check.instants).toEqual(['2026-03-04T10:00:00+02:00', '2026-03-04T12:30:00+02:00', '2026-03-05T09:00:00+02:00']);
  });

  it('names the slot that breaks a rule', () => {
    const check = checkOptionSlots(
      'candidate.requestReschedule',
      [
        { day: '2026-03-02', time: '15:00' },
        { day: '2026-05-01', time: '10:00' },
        { day: null, time: '10:00' },
      ],
      now,
    );
    expect(check.instants).toBeNull();
    expect(check.slotErrors).toEqual([undefined, undefined, 'invalidInstant']);
    const full = checkOptionSlots(
      'candidate.requestReschedule',
      [
        { day: '2026-03-02', time: '15:00' },
        { day: '2026-05-01', time: '10:00' },
        { day: '2026-03-05', time: '10:00' },
      ],
      now,
    );
    expect(full.slotErrors).toEqual(['tooSoon', 'nonWorkingDay', undefined]);
  });

  it('refuses a Saturday and a Sunday like a holiday', () => {
    const check = checkOptionSlots(
      'company.proposeOptions',
      [
        { day: '2026-03-07', time: '10:00' },
        { day: '2026-03-08', time: '10:00' },
        { day: '2026-03-09', time: '10:00' },
      ],
      now,
    );
    expect(check.slotErrors).toEqual(['nonWorkingDay', 'nonWorkingDay', undefined]);
    expect(checkCallSlot({ day: '2026-03-07', time: '10:00' }, now).error).toBe('nonWorkingDay');
  });

  it('refuses the same slot twice', () => {
    const slot = { day: '2026-03-04', time: '10:00' };
    expect(checkOptionSlots('candidate.proposeOptions', [slot, slot, { day: '2026-03-05', time: '10:00' }], now).groupError).toBe(
      'optionsNotDistinct',
    );
  });

  it('accepts a call slot later today but not one already past', () => {
    expect(checkCallSlot({ day: '2026-03-02', time: '15:00' }, now).instant).toBe('2026-03-02T15:00:00+02:00');
    expect(checkCallSlot({ day: '2026-03-02', time: '08:00' }, now).error).toBe('inPast');
  });
});
