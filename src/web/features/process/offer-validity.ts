import type { ErrorCode, HiringEvent } from '../../../../machines/events';
import type { AdvertisedTerms } from '../../../../machines/final-offer';
import { payloadErrors, type FieldErrors, type RuleContext } from '../../../../machines/rules';
import { bucharestInstant, bucharestToday } from '../../lib/time/bucharest-time';

const DAY = 86_400_000;

/** A final offer stays valid to the end of the chosen day on the Bucharest clock. */
export const validUntilOf = (day: string) => bucharestInstant(day, '23:59');

/** The Bucharest day `days` days from now (the default validity is a week). */
export const dayFromToday = (days: number) => bucharestToday(new Date(Date.now() + days * DAY));

/**
 * The machine's own objections to a final offer's event (a validity of at least 48 hours, not past the start date,
 * later than the current one; a correction that changes a term), so the dialog says them before sending; the server
 * checks the same rules again.
 */
export function offerErrors(
  context: RuleContext,
  event: Pick<HiringEvent, 'type' | 'payload'> & { advertised?: AdvertisedTerms | null },
): FieldErrors {
  return payloadErrors(context, { ...event, actor: { role: 'company', id: '' }, now: new Date().toISOString() } as HiringEvent) ?? {};
}

/** The objections to the validity alone. */
export function validityErrors(context: RuleContext, event: Pick<HiringEvent, 'type' | 'payload'>): ErrorCode[] {
  return offerErrors(context, event).validUntil ?? [];
}
