/**
 * Which events an actor may send now, whatever payload they will choose. The machine is asked with its payload
 * guards switched to "yes" (`provide`), so the role, party, clock and archive guards decide exactly as they do
 * when the real event arrives. The API lists these and tells 409 (not now) apart from 400 (bad data).
 */
import type { StateValue } from 'xstate';
import { EVENT_TYPES, roleOfEvent, type Actor, type HiringEvent, type HiringEventType, type Role } from './events.ts';
import type { HiringContext } from './hiring-context.ts';
import { hiringMachine } from './hiring.machine.ts';

const payloadBlindMachine = hiringMachine.provide({
  guards: { validPayload: () => true, reportsPresent: () => true, interested: () => true, presenceHeld: () => true, licenceChecked: () => true },
});

// Each role's events: every transition's guard checks the sender's role (`byParty`), so only these can be open to an
// actor, and the machine is asked about a third of the event types.
const eventTypesOf = (role: Role) => EVENT_TYPES.filter((type) => roleOfEvent(type) === role);
const EVENT_TYPES_OF: Record<Role, HiringEventType[]> = {
  candidate: eventTypesOf('candidate'),
  company: eventTypesOf('company'),
  care: eventTypesOf('care'),
  system: eventTypesOf('system'),
};

export function openEvents(snapshot: { value: StateValue; context: HiringContext }, actor: Actor, now: string): HiringEventType[] {
  const resolved = payloadBlindMachine.resolveState({ value: snapshot.value, context: snapshot.context });
  return EVENT_TYPES_OF[actor.role].filter((type) => resolved.can({ type, payload: {}, actor, now } as unknown as HiringEvent));
}
