import { describe, expect, it } from 'vitest';
import type { NotificationSettingsValue } from '../db/types.ts';
import { defaultSettings, groupOf, settingsSchema, textsLeaveAt } from './settings.ts';

const withQuiet = (start: number, end: number, urgentInQuiet = false): NotificationSettingsValue => ({
  ...defaultSettings('candidate', ['sms']),
  quiet: { start, end },
  urgentInQuiet,
});
const H = 60;

describe('notification settings', () => {
  it('groups every kind of notice as the settings screen shows them', () => {
    expect(groupOf('offer.new')).toBe('offers');
    expect(groupOf('offer.reminder')).toBe('offers');
    expect(groupOf('process.candidate.acceptOffer')).toBe('offers');
    expect(groupOf('process.care.validate')).toBe('offers');
    expect(groupOf('process.company.proposeInterview')).toBe('interviews');
    expect(groupOf('process.candidate.proposeOptions')).toBe('interviews');
    expect(groupOf('interview.reminder')).toBe('interviews');
    expect(groupOf('process.company.sendFinalOffer')).toBe('finalOffers');
    expect(groupOf('finalOffer.reminder')).toBe('finalOffers');
    expect(groupOf('process.company.confirmHire')).toBe('finalOffers');
    expect(groupOf('need.changed')).toBe('other');
    expect(groupOf('licence.needed')).toBe('other');
  });

  it('starts from what the profile chose: texts on its text channel, mail when chosen or when there is no text channel', () => {
    expect(defaultSettings('candidate', ['sms']).channels.offers).toEqual(['text', 'push']);
    expect(defaultSettings('candidate', ['whatsapp', 'email']).channels.offers).toEqual(['email', 'text', 'push']);
    expect(defaultSettings('candidate', ['phone']).channels.interviews).toEqual(['email', 'push']);
    expect(defaultSettings('company', []).channels.finalOffers).toEqual(['email', 'push']);
  });

  it('holds a text written in the quiet hours until they end, in Romania’s time, over midnight and across DST', () => {
    // 23:30 in Bucharest on a winter night (UTC+2), quiet 22:00–07:00: the text leaves at 07:00 the next morning.
    expect(textsLeaveAt(withQuiet(22 * H, 7 * H), new Date('2026-11-29T21:30:00Z'), false).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    // 05:00 the same night: 07:00 that morning.
    expect(textsLeaveAt(withQuiet(22 * H, 7 * H), new Date('2026-11-30T03:00:00Z'), false).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    // A night-shift nurse sleeps 08:00–16:00: at 12:00 (summer, UTC+3) the text waits until 16:00.
    expect(textsLeaveAt(withQuiet(8 * H, 16 * H), new Date('2026-07-01T09:00:00Z'), false).toISOString()).toBe('2026-07-01T13:00:00.000Z');
    // Outside the window, at once.
    const evening = new Date('2026-07-01T15:00:00Z');
    expect(textsLeaveAt(withQuiet(8 * H, 16 * H), evening, false)).toEqual(evening);
    // The spring-forward night (29 March 2026, 03:00 → 04:00): a window ending 03:30 ends at 04:30 summer time.
    expect(textsLeaveAt(withQuiet(22 * H, 3 * H + 30), new Date('2026-03-28T23:00:00Z'), false).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('lets an urgent text through the quiet hours only where the person allowed it', () => {
    const night = new Date('2026-11-29T23:00:00Z');
    expect(textsLeaveAt(withQuiet(22 * H, 7 * H, true), night, true)).toEqual(night);
    expect(textsLeaveAt(withQuiet(22 * H, 7 * H, false), night, true).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(textsLeaveAt(withQuiet(22 * H, 7 * H, true), night, false).toISOString()).toBe('2026-11-30T05:00:00.000Z');
  });

  it('refuses an empty quiet window and unknown channels', () => {
    const base = { channels: { offers: [], interviews: [], finalOffers: [], other: [] }, urgentInQuiet: false };
    expect(settingsSchema.safeParse({ ...base, quiet: { start: 600, end: 600 } }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...base, quiet: null, channels: { ...base.channels, offers: ['pigeon'] } }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...base, quiet: { start: 1320, end: 420 } }).success).toBe(true);
  });
});
