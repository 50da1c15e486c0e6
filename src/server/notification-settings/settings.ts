import { z } from 'zod';
import { bucharestInstantOf, inBucharest } from '../../../machines/index.ts';
import type { NoticeChannel, NoticeGroup, NotificationChannel, NotificationSettingsValue } from '../db/types.ts';
import { errors } from '../i18n/messages.ts';

// What a person hears about, where, and when not to be woken. The notification centre (the bell) always keeps every
// notice: the settings choose the channels that reach someone away from the app. Quiet hours hold back what makes a
// phone sound (texts, pushes) until they end; mail, which waits silently in an inbox, goes at once.

export const NOTICE_GROUPS = ['offers', 'interviews', 'finalOffers', 'other'] as const satisfies readonly NoticeGroup[];
export const NOTICE_CHANNELS = ['email', 'text', 'push'] as const satisfies readonly NoticeChannel[];
const DAY_MINUTES = 24 * 60;

/**
 * The group of a notice's kind: process news by the event that caused it (`process.<event type>`), the jobs' own
 * kinds (offer reminders, interview reminders, final offer reminders) by their prefix.
 */
export function groupOf(kind: string): NoticeGroup {
  if (/FinalOffer|final_offer|finalOffer|Hire|AcceptedOffer/.test(kind)) return 'finalOffers';
  if (/nterview|Option|eschedule|Presence|Trial|FollowUp/.test(kind)) return 'interviews';
  if (/^offer\.|Offer$|\.(care\.)?(validate|invalidate|notPresented|endOffer)$/.test(kind)) return 'offers';
  return 'other';
}

const minuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(DAY_MINUTES - 1);
const groupChannels = z
  .array(z.enum(NOTICE_CHANNELS))
  .max(NOTICE_CHANNELS.length)
  .transform((list) => [...new Set(list)]);

export const settingsSchema = z
  .strictObject({
    channels: z.strictObject({ offers: groupChannels, interviews: groupChannels, finalOffers: groupChannels, other: groupChannels }),
    quiet: z.strictObject({ start: minuteOfDay, end: minuteOfDay }).nullable(),
    urgentInQuiet: z.boolean(),
  })
  .refine((s) => !s.quiet || s.quiet.start !== s.quiet.end, { path: ['quiet', 'end'], error: errors.quietEmpty.id });

/**
 * What a person gets until they choose, as before the settings existed: a company mail; a candidate texts on the
 * text channel her profile names (SMS or WhatsApp), and mail when she chose it or no text channel, so nobody is left
 * unaware. Push in every group: it reaches only the devices the person turned it on for with a tap (that tap is the
 * choice), so a device just turned on is not left silent by a second switch. No quiet hours.
 */
export function defaultSettings(role: 'candidate' | 'company', profileChannels: readonly NotificationChannel[]): NotificationSettingsValue {
  const texts = profileChannels.some((c) => c === 'sms' || c === 'whatsapp');
  const mail = role === 'company' || profileChannels.includes('email') || !texts;
  const wanted: NoticeChannel[] = [...(mail ? (['email'] as const) : []), ...(texts ? (['text'] as const) : []), 'push'];
  return {
    channels: { offers: [...wanted], interviews: [...wanted], finalOffers: [...wanted], other: [...wanted] },
    quiet: null,
    urgentInQuiet: false,
  };
}

export const settingsOrDefault = (
  saved: NotificationSettingsValue | null | undefined,
  role: 'candidate' | 'company',
  profileChannels: readonly NotificationChannel[],
): NotificationSettingsValue => saved ?? defaultSettings(role, profileChannels);

/**
 * When a text or a push written at `now` may leave: now, or the end of the quiet hours it falls in (Romania's clock; a window
 * may run over midnight, e.g. 08:00–16:00 for a night-shift nurse, or 22:00–07:00). Urgent notices leave at once
 * where the person allowed it.
 */
export function textsLeaveAt(settings: NotificationSettingsValue, now: Date, urgent: boolean): Date {
  const { quiet } = settings;
  if (!quiet || (urgent && settings.urgentInQuiet)) return now;
  const { date, minutes } = inBucharest(now);
  const overnight = quiet.start > quiet.end;
  const inside = overnight ? minutes >= quiet.start || minutes < quiet.end : minutes >= quiet.start && minutes < quiet.end;
  if (!inside) return now;
  // The window ends today, unless it started today and runs over midnight.
  const endsTomorrow = overnight && minutes >= quiet.start;
  const day = endsTomorrow ? new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MINUTES * 60_000).toISOString().slice(0, 10) : date;
  return bucharestInstantOf(day, quiet.end);
}
