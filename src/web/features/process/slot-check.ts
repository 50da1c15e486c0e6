import type { ErrorCode, HiringEvent } from '../../../../machines/events';
import { payloadErrors } from '../../../../machines/rules';
import { bucharestInstant } from '../../lib/time/bucharest-time';
import type { SlotValue } from './slot-picker';

export type OptionsEventType = 'candidate.proposeOptions' | 'candidate.requestReschedule' | 'company.proposeOptions' | 'company.requestReschedule';

export interface SlotCheck {
  /** The instants to send, or null while a slot has an error. */
  instants: string[] | null;
  /** The first error code of each slot (same order). */
  slotErrors: (ErrorCode | undefined)[];
  /** An error about the three together (e.g. not distinct). */
  groupError: ErrorCode | undefined;
}

/**
 * Runs the machine's own payload rules (machines/rules.ts) on the chosen slots, with the browser clock, so the
 * form shows the mistakes the API would refuse before sending. The API still judges with its own clock.
 */
export function checkOptionSlots(type: OptionsEventType, slots: SlotValue[], now: Date = new Date()): SlotCheck {
  const slotErrors: (ErrorCode | undefined)[] = slots.map((slot) => (slot.day ? undefined : 'invalidInstant'));
  if (slotErrors.some(Boolean)) return { instants: null, slotErrors, groupError: undefined };
  const instants = slots.map((slot) => bucharestInstant(slot.day!, slot.time));
  const event = { type, payload: { options: instants }, actor: { role: 'candidate', id: '' }, now: now.toISOString() } as HiringEvent;
  const errors = payloadErrors({ options: [] }, event) ?? {};
  const bySlot = slots.map((_, i) => errors[`options.${i}`]?.[0]);
  const groupError = errors['options']?.[0];
  const ok = !bySlot.some(Boolean) && !groupError;
  return { instants: ok ? instants : null, slotErrors: bySlot, groupError };
}

/** The same check for the one call slot of `candidate.acceptOffer`. */
export function checkCallSlot(slot: SlotValue, now: Date = new Date()): { instant: string | null; error: ErrorCode | undefined } {
  if (!slot.day) return { instant: null, error: 'invalidInstant' };
  const instant = bucharestInstant(slot.day, slot.time);
  const event: HiringEvent = {
    type: 'candidate.acceptOffer',
    payload: { callSlot: instant },
    actor: { role: 'candidate', id: '' },
    now: now.toISOString(),
  };
  const error = payloadErrors({ options: [] }, event)?.['callSlot']?.[0];
  return { instant: error ? null : instant, error };
}
