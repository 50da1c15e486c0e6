import { type HiringEventType, payloadSchemas } from '../../../machines/index.ts';
import type { Config } from '../config.ts';
import { type Locale, translate } from '../i18n/i18n.ts';
import type { InviteInput } from './ics.ts';
import { type InviteFacts, mailAddress, offerUrl } from './invite-of-process.ts';
import { inviteTexts } from './messages.ts';

const ACCEPTED = 'candidate.acceptOffer';
/** Care's verdict: the call took place (or was tried), the entry stays as it was. */
const SCREEN_END_TYPES = ['care.validate', 'care.invalidate', 'care.markNotPresented'] satisfies HiringEventType[];
/** The offer ended before care's call: the call will not come. */
const STOP_TYPES = ['company.withdraw', 'system.closeAccount'] satisfies HiringEventType[];
const SCREEN_ENDS = new Set<string>(SCREEN_END_TYPES);
const STOPS = new Set<string>(STOP_TYPES);
const REOPENS = 'care.unarchive';

/** The events the candidate's phone screen entry is read from. */
export const SCREEN_EVENTS: HiringEventType[] = [ACCEPTED, ...SCREEN_END_TYPES, ...STOP_TYPES, REOPENS];

/** Care's screening call lasts about ten minutes (the spec); a quarter of an hour keeps it visible in a calendar. */
const SCREEN_MINUTES = 15;

/**
 * The candidate's phone screen with customer care, at the slot she chose when she accepted the offer, as a calendar
 * entry for her feed (the company takes no part in it). Cancelled when the offer ended before care's verdict, and
 * confirmed again if care reopened it; SEQUENCE counts those changes.
 */
export function phoneScreenOf(config: Config, locale: Locale, facts: InviteFacts, now: Date): InviteInput[] {
  const accepted = facts.events.find((e) => e.type === ACCEPTED);
  if (!accepted) return [];
  let cancelled = false;
  let sequence = 0;
  for (const e of facts.events) {
    if (e.version <= accepted.version) continue;
    if (SCREEN_ENDS.has(e.type)) break;
    if (STOPS.has(e.type) || e.type === REOPENS) {
      cancelled = STOPS.has(e.type);
      sequence++;
    }
  }
  const url = offerUrl(config, facts.id);
  return [
    {
      uid: `screen-${facts.id}@${new URL(config.publicUrl).hostname}`,
      sequence,
      method: cancelled ? 'CANCEL' : 'REQUEST',
      start: new Date(payloadSchemas[ACCEPTED].parse(accepted.payload).callSlot),
      durationMinutes: SCREEN_MINUTES,
      summary: translate(locale, inviteTexts.screenSummary, { brand: config.brandName, position: facts.position, company: facts.company }),
      description: [
        translate(locale, cancelled ? inviteTexts.screenCancelled : inviteTexts.screenCall, { brand: config.brandName }),
        translate(locale, inviteTexts.details, { url }),
      ].join('\n'),
      location: '',
      organizer: { name: config.brandName, email: mailAddress(config.mailFrom) },
      url,
      stamp: now,
    },
  ];
}
