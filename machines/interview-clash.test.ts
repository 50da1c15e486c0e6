import { describe, expect, it } from 'vitest';
import { bucharestInstantOf } from './bucharest-time.ts';
import { clashesWith, interviewClashes, type Appointment } from './interview-clash.ts';

const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return bucharestInstantOf(date, h! * 60 + m!).toISOString();
};
const interview = (date: string, hhmm: string): Appointment => ({ at: at(date, hhmm), kind: 'interview' });
const screen = (date: string, hhmm: string): Appointment => ({ at: at(date, hhmm), kind: 'phoneScreen' });

describe('interview clash', () => {
  const day = '2026-12-03';

  it('finds another interview at the same hour, or starting within it', () => {
    expect(clashesWith([interview(day, '10:00')], at(day, '10:00'))).toHaveLength(1);
    expect(clashesWith([interview(day, '10:00')], at(day, '10:30'))).toHaveLength(1);
    expect(clashesWith([interview(day, '10:30')], at(day, '10:00'))).toHaveLength(1);
  });

  it('lets adjacent hours be: an interview lasts an hour, so 10:00 and 11:00 do not clash', () => {
    expect(clashesWith([interview(day, '10:00')], at(day, '11:00'))).toEqual([]);
    expect(clashesWith([interview(day, '11:00')], at(day, '10:00'))).toEqual([]);
    expect(clashesWith([interview(day, '10:00')], at('2026-12-04', '10:00'))).toEqual([]);
  });

  it('takes a phone screen as half an hour', () => {
    expect(clashesWith([screen(day, '10:00')], at(day, '10:15'))).toHaveLength(1);
    expect(clashesWith([screen(day, '10:00')], at(day, '10:30'))).toEqual([]);
    expect(clashesWith([screen(day, '10:30')], at(day, '10:00'))).toHaveLength(1);
  });

  it('compares real time across the daylight-saving switches', () => {
    // 25 October 2026: clocks go back at 04:00. Same wall-clock hour on consecutive days is 25 real hours apart.
    expect(clashesWith([interview('2026-10-24', '10:00')], at('2026-10-25', '10:00'))).toEqual([]);
    // 29 March 2026: clocks go forward at 03:00; 09:00 and 10:00 that day are still an hour apart.
    expect(clashesWith([interview('2026-03-29', '09:00')], at('2026-03-29', '10:00'))).toEqual([]);
    expect(clashesWith([interview('2026-03-29', '09:30')], at('2026-03-29', '10:00'))).toHaveLength(1);
    // The same instant written in another offset is the same instant.
    const utc = interview(day, '10:00');
    expect(clashesWith([{ ...utc, at: '2026-12-03T10:00:00+02:00' }], utc.at)).toHaveLength(1);
  });

  it('lists, in the proposals’ order, only the slots that clash, with what they clash with', () => {
    const busy = [interview(day, '10:00'), screen('2026-12-04', '12:00')];
    const slots = [at(day, '09:00'), at('2026-12-04', '12:00'), at(day, '10:00')];
    expect(interviewClashes(busy, slots)).toEqual([
      { slot: slots[1], with: [busy[1]] },
      { slot: slots[2], with: [busy[0]] },
    ]);
    expect(interviewClashes([], slots)).toEqual([]);
    expect(interviewClashes(busy, ['not an instant'])).toEqual([]);
  });
});
