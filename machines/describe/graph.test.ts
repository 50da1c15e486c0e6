import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { allTransitions, leafStatePaths } from '../../tests/model/hiring-model-coverage.ts';
import { hiringMachine } from '../hiring.machine.ts';
import { commonGuards, describeMachine, distinctGuards, leafStates } from './graph.ts';
import { fanOuts, withoutFanOuts } from './fan-out.ts';
import { MACHINES } from './machines.ts';

const hiring = describeMachine(hiringMachine);

describe('describeMachine', () => {
  it('lists every state node of the machine once, parents before children', () => {
    expect(hiring.states.map((s) => s.id).sort()).toEqual(
      getStateNodes(hiringMachine.root)
        .map((n) => n.path.join('.'))
        .sort(),
    );
    const seen = new Set<string>();
    for (const state of hiring.states) {
      if (state.parent) expect(seen.has(state.parent)).toBe(true);
      seen.add(state.id);
    }
  });

  it('gives transitions the ids the model-based coverage uses, and every leaf state', () => {
    expect(hiring.transitions.map((t) => t.id).sort()).toEqual([...allTransitions().values()].sort());
    expect(
      leafStates(hiring)
        .map((s) => s.id)
        .sort(),
    ).toEqual(leafStatePaths().sort());
  });

  it('marks initial states, compound states and actors', () => {
    const byId = new Map(hiring.states.map((s) => [s.id, s]));
    expect(byId.get('offered')?.initial).toBe(true);
    expect(byId.get('interview.candidateChoosing')?.initial).toBe(true);
    expect(byId.get('interview.scheduled')?.initial).toBe(false);
    expect(byId.get('interview')?.kind).toBe('compound');
    expect(hiring.transitions.find((t) => t.event === 'care.validate')?.actor).toBe('care');
  });

  it('reads guards as trees: the common conjuncts go to the legend, the distinguishing ones stay on the arrow', () => {
    expect(commonGuards(hiring)).toEqual([{ kind: 'named', name: 'byPartyWithValidPayload' }]);
    const reschedule = hiring.transitions.find((t) => t.id === 'interview.scheduled:company.requestReschedule:0')!;
    expect(distinctGuards(reschedule, commonGuards(hiring))).toEqual([{ kind: 'not', term: { kind: 'named', name: 'interviewStarted' } }]);
    const unarchive = hiring.transitions.find((t) => t.id === 'archived:care.unarchive:2')!;
    expect(distinctGuards(unarchive, commonGuards(hiring))).toEqual([{ kind: 'named', name: 'resumesAt', params: { stage: 'validated' } }]);
    expect(unarchive.targets).toEqual(['validated']);
  });

  it('groups the archive’s 16 unarchive branches as a fan-out the chart can hide', () => {
    const groups = fanOuts(hiring);
    expect(groups.map((g) => `${g.source} ${g.event} ${g.transitions.length}`)).toEqual(['archived care.unarchive 16']);
    expect(withoutFanOuts(hiring).transitions).toHaveLength(hiring.transitions.length - 16);
  });

  it('registers every *.machine.ts of machines/', () => {
    const files = readdirSync(new URL('..', import.meta.url)).filter((f) => f.endsWith('.machine.ts'));
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(MACHINES).toHaveLength(files.length);
  });
});
