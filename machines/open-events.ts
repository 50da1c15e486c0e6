/**
 * Which events an actor may send now, whatever payload they will choose. The machine is asked with its payload
 * guards switched to "yes" (`provide`), so the role, party, clock and archive guards decide exactly as they do
 * when the real event arrives. The API lists these and tells 409 (not now) apart from 400 (bad data).
 */
import type { StateValue } from 'xstate';
import { EVENT_TYPES, type Actor, type HiringEvent, type HiringEventType } from './events.ts';
import { hiringMachine, type HiringContext } from './hiring.machine.ts';

const payloadBlindMachine = hiringMachine.provide({
  guards: { validPayload: () => true, reportsPresent: () => true, interested: () => true, presenceHeld: () => true, licenceChecked: () => true },
});

export function openEvents(snapshot: { value: StateValue; context: HiringContext }, actor: Actor, now: string): HiringEventType[] {
  const resolved = payloadBlindMachine.resolveState({ value: snapshot.value, context: snapshot.context });
  return EVENT_TYPES.filter((type) => resolved.can({ type, payload: {}, actor, now } as unknown as HiringEvent));
}
