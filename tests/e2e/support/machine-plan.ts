import { getInitialSnapshot, transition } from 'xstate';
import {
  EVENT_TYPES,
  hiringMachine,
  isHiringEventType,
  roleOfEvent,
  stagePath,
  type HiringEvent,
  type HiringEventType,
  type Role,
} from '../../../machines/index.ts';
import { INPUT, eventsFor, toMachineEvent, type HiringSnapshot, type ModelEvent } from '../../model/hiring-model.ts';
import { allTransitions } from '../../model/hiring-model-coverage.ts';

// The browser cases of the process screens, generated from the hiring machine: one per transition an event of a role
// can take (each guard branch counts, e.g. presence yes / no, from each state). Each case carries the shortest path of
// the machine's graph to the transition's source state; a suite replays that path through the API and performs the
// last event on the role's screen.

/** One step of a path: the event type and the only payload choices that decide a branch. */
export interface PlanStep {
  type: HiringEventType;
  present?: boolean;
  interested?: boolean;
  /** Care's answer when it settles a disputed presence: did the interview take place. */
  held?: boolean;
}

export interface MachineCase {
  /** The transition id (`<source>:<event>:<index>`), as the coverage reports name it. */
  transition: string;
  source: string;
  /** '?' when no path of the test model reaches the transition (the suites' meta-test fails on it). */
  target: string;
  step: PlanStep;
  prefix: PlanStep[];
}

const stepOf = (event: ModelEvent | HiringEvent): PlanStep => {
  const payload = (event.payload ?? {}) as { present?: boolean; interested?: boolean; held?: boolean };
  return {
    type: event.type,
    ...(typeof payload.present === 'boolean' ? { present: payload.present } : {}),
    ...(typeof payload.interested === 'boolean' ? { interested: payload.interested } : {}),
    ...(typeof payload.held === 'boolean' ? { held: payload.held } : {}),
  };
};

// A history also holds the process's creation (`process.create`), which is no event of any role.
export const isEventOf = (role: Role) => (type: string) => isHiringEventType(type) && roleOfEvent(type) === role;
export const eventTypesOf = (role: Role) => EVENT_TYPES.filter(isEventOf(role));

/**
 * Every transition an event of `role` can take, with the shortest way to it: a breadth-first walk of the machine's
 * graph (valid events of the shared test model, snapshots compared by state and context), so the first snapshot
 * where a transition can be taken has the shortest path.
 */
export function casesFor(role: Role): MachineCase[] {
  const ofRole = isEventOf(role);
  const ids = allTransitions();
  const wanted = [...ids.values()].filter((id) => ofRole(id.split(':')[1]!));
  const cases = new Map<string, MachineCase>();
  const key = (s: HiringSnapshot) => JSON.stringify([s.value, s.context]);
  const initial = getInitialSnapshot(hiringMachine, INPUT) as HiringSnapshot;
  const queue: { snapshot: HiringSnapshot; path: PlanStep[] }[] = [{ snapshot: initial, path: [] }];
  const seen = new Set([key(initial)]);
  while (queue.length && cases.size < wanted.length) {
    const { snapshot, path } = queue.shift()!;
    for (const event of eventsFor(snapshot).filter((e) => e.expect === 'accept')) {
      const machineEvent = toMachineEvent(event);
      const definitions = hiringMachine.getTransitionData(snapshot, machineEvent) ?? [];
      if (!definitions.length) continue;
      const [next] = transition(hiringMachine, snapshot, machineEvent);
      for (const definition of definitions) {
        const id = ids.get(definition);
        if (id && ofRole(event.type) && !cases.has(id)) {
          cases.set(id, { transition: id, source: stagePath(snapshot.value), target: stagePath(next.value), step: stepOf(event), prefix: path });
        }
      }
      if (!seen.has(key(next))) {
        seen.add(key(next));
        queue.push({ snapshot: next, path: [...path, stepOf(event)] });
      }
    }
  }
  return wanted.map(
    (id) =>
      cases.get(id) ?? { transition: id, source: id.split(':')[0]!, target: '?', step: { type: id.split(':')[1] as HiringEventType }, prefix: [] },
  );
}
