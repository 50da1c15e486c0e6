import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { QA_OPTIONS } from '../../scripts/statecharts-sample-events.ts';
import { INPUT, PARTIES } from '../../tests/model/hiring-model.ts';
import { hiringMachine, type HiringEvent } from '../index.ts';
import { stagePath } from '../statuses.ts';
import { EXPORT_DIR } from './export.ts';
import { describeMachine, leafStates } from './graph.ts';
import { MACHINES } from './machines.ts';
import { qaPaths, scenarioText } from './qa-paths.ts';

// Two runs of every machine: the first is checked, the second must be byte-identical (determinism).
const runs = new Map(
  MACHINES.map((entry) => [entry.id, [qaPaths(entry.machine, QA_OPTIONS[entry.id]!), qaPaths(entry.machine, QA_OPTIONS[entry.id]!)]]),
);
const hiringPaths = runs.get('hiring')![0]!;
const ids: Record<string, string> = { candidate: PARTIES.candidateId, company: PARTIES.companyId, care: 'care-1', system: 'system' };

describe('QA paths', () => {
  it('reach every state of every machine by a shortest path', () => {
    for (const entry of MACHINES) {
      const paths = runs.get(entry.id)![0]!;
      const leaves = leafStates(describeMachine(entry.machine)).map((s) => s.id);
      expect(paths.shortest.map((p) => p.target).sort(), entry.id).toEqual(leaves.sort());
    }
  });

  it('replay through the real machine, step by step, to the states they announce', () => {
    for (const scenario of [...hiringPaths.shortest, ...hiringPaths.simple]) {
      let snapshot = hiringMachine.resolveState({ value: 'offered', context: initialContext() });
      for (const step of scenario.steps) {
        const event = {
          type: step.when.type,
          payload: step.when.payload ?? {},
          actor: { role: step.when.actor, id: ids[step.when.actor] },
          now: step.when.now,
        } as HiringEvent;
        [snapshot] = transition(hiringMachine, snapshot, event);
        expect(stagePath(snapshot.value), scenario.id).toBe(step.then.state);
      }
      expect(stagePath(snapshot.value)).toBe(scenario.target);
    }
  });

  it('keep the simple paths bounded and read as Given / When / Then', () => {
    const perTarget = new Map<string, number>();
    for (const s of hiringPaths.simple) perTarget.set(s.target, (perTarget.get(s.target) ?? 0) + 1);
    expect(Math.max(...perTarget.values())).toBeLessThanOrEqual(hiringPaths.simplePathsPerState);
    const hired = scenarioText(hiringPaths.shortest.find((s) => s.target === 'archived.hired')!);
    expect(hired).toMatch(/^Scenario: shortest path to archived\.hired/);
    expect(hired).toContain('Given a new hiring in offered');
    expect(hired).toContain('When the company sends company.confirmHire');
    expect(hired).toContain('Then the hiring is in archived.hired (candidate sees Hire, company sees hired)');
  });

  it('are committed up to date and the same on every run (run `npm run qa:paths` after changing a machine)', () => {
    for (const entry of MACHINES) {
      const [first, second] = runs.get(entry.id)!.map((paths) => `${JSON.stringify(paths, null, 2)}\n`);
      expect(second).toBe(first);
      const fresh = first!;
      expect(readFileSync(`${EXPORT_DIR}/${entry.id}.paths.json`, 'utf8'), entry.id).toBe(fresh);
    }
  });
});

function initialContext() {
  return hiringMachine.getInitialSnapshot({} as Parameters<typeof hiringMachine.getInitialSnapshot>[0], INPUT).context;
}
