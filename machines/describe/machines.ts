/**
 * Every statechart of machines/, in the order the visualizer lists them. A test fails when a `*.machine.ts`
 * file of machines/ is missing here, so a new machine is drawn and exported from its first commit.
 */
import type { AnyStateMachine } from 'xstate';
import { hiringMachine } from '../hiring.machine.ts';
import { onboardingMachine } from '../onboarding.machine.ts';

export interface MachineEntry {
  /** The machine's id, also the file name of its exports (docs/statecharts/<id>.mmd). */
  id: string;
  machine: AnyStateMachine;
}

export const MACHINES: readonly MachineEntry[] = [
  { id: hiringMachine.id, machine: hiringMachine },
  { id: onboardingMachine.id, machine: onboardingMachine },
];

export function machineEntry(id: string): MachineEntry | undefined {
  return MACHINES.find((entry) => entry.id === id);
}
