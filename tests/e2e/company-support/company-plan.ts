import { getInitialSnapshot, transition } from 'xstate';
import { EVENT_TYPES, hiringMachine, roleOfEvent, stagePath, type HiringEventType, type Role } from '../../../machines/index.ts';
import { PARTIES, allTransitions, eventsFor, toMachineEvent, type HiringSnapshot } from '../../model/hiring-model.ts';
import type { CandidateCase, PlanStep } from '../candidate-support/machine-plan';

// The company's browser cases, generated from the hiring machine: one per transition a company event can take (each
// guard branch counts: presence yes / no, from each state). Each carries the shortest path of the machine's graph to
// its source state, which the suite replays through the API before performing the event on the company screens.

export type RoleCase = CandidateCase;

export const isCompanyEvent = (type: string) => roleOfEvent(type as HiringEventType) === 'company';
export const COMPANY_EVENT_TYPES = EVENT_TYPES.filter(isCompanyEvent);

const stepOf = (event: { type: HiringEventType; payload?: unknown }): PlanStep => {
  const payload = (event.payload ?? {}) as { present?: boolean; interested?: boolean };
  return {
    type: event.type,
    ...(typeof payload.present === 'boolean' ? { present: payload.present } : {}),
    ...(typeof payload.interested === 'boolean' ? { interested: payload.interested } : {}),
  };
};

/** Every transition an event of `role` can take, each with the shortest path to its source (breadth-first). */
export function casesFor(role: Role): RoleCase[] {
  const ofRole = (type: string) => roleOfEvent(type as HiringEventType) === role;
  const ids = allTransitions();
  const wanted = [...ids.values()].filter((id) => ofRole(id.split(':')[1]!));
  const cases = new Map<string, RoleCase>();
  const key = (s: HiringSnapshot) => JSON.stringify([s.value, s.context]);
  const initial = getInitialSnapshot(hiringMachine, PARTIES) as HiringSnapshot;
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
  return wanted.map((id) => cases.get(id) ?? { transition: id, source: id.split(':')[0]!, target: '?', step: { type: id.split(':')[1] as HiringEventType }, prefix: [] });
}
