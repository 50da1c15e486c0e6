/**
 * Fan-outs: one event from one state with many guarded branches (the archive's `care.unarchive` back to each of
 * 14 stages, the onboarding's jumps to any step). Drawn in full they bury the main flow, so the visualizer hides
 * them until asked, and says so in its legend.
 */
import type { MachineDescription, TransitionDescription } from './graph.ts';

export const FAN_OUT_MIN = 5;

export interface FanOut {
  source: string;
  event: string;
  transitions: TransitionDescription[];
}

export function fanOuts(description: MachineDescription): FanOut[] {
  const groups = new Map<string, FanOut>();
  for (const t of description.transitions) {
    const key = `${t.source}\u0000${t.event}`;
    const group = groups.get(key) ?? { source: t.source, event: t.event, transitions: [] };
    group.transitions.push(t);
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.transitions.length >= FAN_OUT_MIN);
}

/** The description without its fan-outs' transitions. */
export function withoutFanOuts(description: MachineDescription): MachineDescription {
  const hidden = new Set(fanOuts(description).flatMap((group) => group.transitions.map((t) => t.id)));
  return { ...description, transitions: description.transitions.filter((t) => !hidden.has(t.id)) };
}
