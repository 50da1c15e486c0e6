/**
 * Two appointments of one person at the same hour: an interview (or care's phone screen) in one process while
 * another process proposes or picks an overlapping time. A warning, never a refusal: the person may still choose
 * it (an online interview may be short, a phone screen may be moved), so no machine guard uses this.
 *
 * Instants are compared as real time, not as wall-clock readings, so the daylight-saving switches change nothing:
 * 10:00 on the Saturday before the autumn switch and 10:00 on the Sunday are 25 hours apart.
 */

/** How long an interview is taken to last: the proposals are whole hours apart at most, so an hour tells a clash. */
export const INTERVIEW_MINUTES = 60;
/** Care's phone screen before the company sees the candidate: about ten minutes, but calls in a queue start late. */
export const PHONE_SCREEN_MINUTES = 30;

export type AppointmentKind = 'interview' | 'phoneScreen';

/** Something already in the person's calendar: when it starts and what it is. */
export interface Appointment {
  at: string;
  kind: AppointmentKind;
}

const MINUTE = 60_000;
const lengthOf = (kind: AppointmentKind) => (kind === 'interview' ? INTERVIEW_MINUTES : PHONE_SCREEN_MINUTES) * MINUTE;

/** The appointments an interview starting at `slot` would overlap (its hour and theirs share a moment). */
export function clashesWith<A extends Appointment>(appointments: readonly A[], slot: string): A[] {
  const start = Date.parse(slot);
  if (Number.isNaN(start)) return [];
  const end = start + INTERVIEW_MINUTES * MINUTE;
  return appointments.filter((a) => {
    const from = Date.parse(a.at);
    return from < end && start < from + lengthOf(a.kind);
  });
}

/** Of the proposed slots, those that clash, each with what it clashes with (in the slots' order). */
export function interviewClashes<A extends Appointment>(appointments: readonly A[], slots: readonly string[]): { slot: string; with: A[] }[] {
  return slots.map((slot) => ({ slot, with: clashesWith(appointments, slot) })).filter((c) => c.with.length > 0);
}
