import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { hiringMachine } from './hiring.machine.ts';
import { STATE_PATHS, type StatePath } from './state-paths.ts';

const leavesOf = (node: AnyStateNode): string[] => {
  const children = Object.values(node.states);
  return children.length ? children.flatMap(leavesOf) : [node.path.join('.')];
};

describe('state paths', () => {
  it('are exactly the states a process can rest in: every leaf of the machine, nothing else', () => {
    expect([...STATE_PATHS].sort()).toEqual(leavesOf(hiringMachine.root).sort());
  });

  it('are a type that refuses a state the machine does not have', () => {
    const scheduled: StatePath = 'interview.scheduled';
    // @ts-expect-error: the machine has no such state, so this fails tsc.
    const misspelt: StatePath = 'archived.hird';
    expect([scheduled, misspelt].filter((s) => STATE_PATHS.includes(s))).toEqual(['interview.scheduled']);
  });
});
