import { randomBytes } from 'node:crypto';
import { ROOM_EVENTS, type EventOf, type HiringContext, type HiringEvent, type HiringEventType } from '../../../machines/index.ts';
import { inviteTexts } from '../calendar-invite/messages.ts';
import type { Config } from '../config.ts';
import { type Locale, translate } from '../i18n/i18n.ts';

/**
 * A new meeting room for a virtual interview: the provider's base URL, the brand and 128 random bits, so only the two
 * sides who were sent the link can find it. Nothing is called: a Jitsi-like provider opens the room at the first
 * visit. Each round and each reschedule gets its own room, so a link from an earlier time leads nowhere current.
 */
export function newVideoRoom(config: Pick<Config, 'videoRoomBaseUrl' | 'brandName'>): string {
  const brand = config.brandName.replace(/[^A-Za-z0-9]/g, '') || 'Interviu';
  return `${config.videoRoomBaseUrl}${brand}-${randomBytes(16).toString('hex')}`;
}

/**
 * Opens the room an event needs, before the machine applies it: an invitation to a virtual interview gets its link in
 * the payload (the event log keeps it, as the calendar reads earlier rounds from there), a reschedule of one carries
 * the new room's link, which the machine puts in the interview.
 */
export function openVideoRoom(config: Pick<Config, 'videoRoomBaseUrl' | 'brandName'>, context: HiringContext, event: HiringEvent): void {
  if ((event.type === 'company.proposeInterview' || event.type === 'company.requestFollowUp') && event.payload.interview.type === 'virtual') {
    event.payload = { ...event.payload, interview: { type: 'virtual', link: newVideoRoom(config) } };
  } else if (isRoomEvent(event) && context.interview?.type === 'virtual') {
    event.room = newVideoRoom(config);
  }
}

function isRoomEvent(event: HiringEvent): event is EventOf<(typeof ROOM_EVENTS)[number]> {
  return ROOM_EVENTS.some((type) => type === event.type);
}

/** The mails that talk of an interview's time: a virtual one's carry the room's link. */
const MAILS_WITH_ROOM = new Set<string>([
  'company.proposeInterview',
  'company.requestFollowUp',
  'company.proposeOptions',
  'candidate.proposeOptions',
  'candidate.pickOption',
  'company.pickOption',
  ...ROOM_EVENTS,
] satisfies HiringEventType[]);

/** "Online interview: <link>" for a mail about a virtual interview's time (or a reminder: `type` left out), else ''. */
export function roomLine(locale: Locale, context: Pick<HiringContext, 'interview'>, type?: string): string {
  const interview = context.interview;
  if (interview?.type !== 'virtual' || !interview.link || (type && !MAILS_WITH_ROOM.has(type))) return '';
  return translate(locale, inviteTexts.virtual, { link: interview.link });
}
