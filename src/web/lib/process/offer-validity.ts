import type { ErrorCode, HiringEvent } from '../../../../machines/events';
import { payloadErrors, type RuleContext } from '../../../../machines/rules';
import { bucharestInstant, bucharestToday } from './bucharest-time';

const DAY = 86_400_000;

/** A final offer stays valid to the end of the chosen day on the Bucharest clock. */
export const validUntilOf = (day: string) => bucharestInstant(day, '23:59');

/** The Bucharest day `days` days from now (the default validity is a week). */
export const dayFromToday = (days: number) => bucharestToday(new Date(Date.now() + days * DAY));

/**
 * The machine's own objections to a validity (at least 48 hours, not past the start date, later than the current
 * one), so the dialog says them before sending; the server checks the same rules again.
 */
export function validityErrors(context: RuleContext, event: Pick<HiringEvent, 'type' | 'payload'>): ErrorCode[] {
  const errors = payloadErrors(context, { ...event, actor: { role: 'company', id: '' }, now: new Date().toISOString() } as HiringEvent);
  return errors?.validUntil ?? [];
}
