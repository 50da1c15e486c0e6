/**
 * Model-based test of the machine itself, the way the server uses it: every step restores the persisted JSON
 * snapshot (`resolveState`), applies the event with the pure `transition`, and persists again. Paths come from
 * the graph; every state and every transition must be driven, and every state must show the expected statuses.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import {
  CANDIDATE_STATUSES,
  COMPANY_STATUSES,
  candidateMustRespond,
  candidateStatusOf,
  companyStatusOf,
  hiringMachine,
  payloadErrors,
  stagePath,
  type HiringEvent,
} from '../../machines/index.ts';
import { INPUT, createHiringModel, toMachineEvent, type HiringSnapshot, type ModelEvent } from './hiring-model.ts';
import { Coverage, leafStatePaths } from './hiring-model-coverage.ts';
import { EXPECTED, expectedFor } from './hiring-model-statuses.ts';

const model = createHiringModel();
const paths = model.getShortestPaths();
const coverage = new Coverage();
const seenCandidateStatuses = new Set<string>();
const seenCompanyStatuses = new Set<string>();

/** The system under test: a persisted snapshot in a string, as the processes table holds it. */
class PersistedProcess {
  private json = '';
  start() {
    const snapshot = hiringMachine.resolveState({ value: 'offered', context: hiringMachine.getInitialSnapshot(fakeScope(), INPUT).context });
    this.json = JSON.stringify(hiringMachine.getPersistedSnapshot(snapshot));
  }
  snapshot(): HiringSnapshot {
    return hiringMachine.resolveState(JSON.parse(this.json));
  }
  send(event: HiringEvent) {
    const before = this.snapshot();
    coverage.visitTransition(before, event);
    const [after] = transition(hiringMachine, before, event);
    this.json = JSON.stringify(hiringMachine.getPersistedSnapshot(after));
    return { before, after };
  }
}

// getInitialSnapshot needs an actor scope only for spawning, which this machine never does.
function fakeScope() {
  return {} as Parameters<typeof hiringMachine.getInitialSnapshot>[0];
}

describe('hiring machine, model-based', () => {
  it('has paths to test', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = new PersistedProcess();
      const execEvent = (step: { event: ModelEvent | { type: 'xstate.init' } }) => {
        if (step.event.type === 'xstate.init') return sut.start();
        const event = step.event as ModelEvent;
        const { before, after } = sut.send(toMachineEvent(event));
        if (event.expect === 'reject') {
          expect(after.value).toEqual(before.value);
          expect(after.context).toEqual(before.context);
          // Refused for its sender, its payload, or (a server event before its deadline) its clock alone.
          const wrongRole = event.actor.role !== event.type.split('.')[0];
          const payloadRefused = payloadErrors(before.context, toMachineEvent(event)) !== null;
          expect(wrongRole || payloadRefused || event.early === true).toBe(true);
          if (event.early) expect([wrongRole, payloadRefused]).toEqual([false, false]);
        } else {
          // Extending a final offer's validity stays in the state: an accepted event changes the state or the context.
          expect([after.value, after.context]).not.toEqual([before.value, before.context]);
        }
      };
      await path.test({
        events: new Proxy({}, { get: () => execEvent }) as never,
        states: {
          '*': (state) => {
            const actual = sut.snapshot();
            expect(actual.value).toEqual(state.value);
            expect(actual.context).toEqual(state.context);
            const expected = expectedFor(actual);
            expect({ candidate: candidateStatusOf(actual), company: companyStatusOf(actual), mustRespond: candidateMustRespond(actual) }).toEqual(
              expected,
            );
            coverage.visitState(actual);
            seenCandidateStatuses.add(expected.candidate);
            seenCompanyStatuses.add(expected.company);
          },
        },
      });
    });
  }

  afterAll(() => {
    const report = coverage.report('machine');
    console.log(
      `hiring machine coverage: states ${report.states.covered}/${report.states.total}, transitions ${report.transitions.covered}/${report.transitions.total}`,
    );
    mkdirSync('coverage/statecharts', { recursive: true });
    writeFileSync('coverage/statecharts/machine.json', JSON.stringify(report, null, 2));
  });
});

describe('hiring machine, coverage and meta', () => {
  it('has a status expectation for every state of the machine, and none for states it lacks', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(leafStatePaths().sort());
  });

  it('drives every state and every transition through the persisted snapshot', () => {
    const report = coverage.report('machine');
    expect(report.uncoveredStates).toEqual([]);
    expect(report.uncoveredTransitions).toEqual([]);
  });

  it('reaches every status of both vocabularies', () => {
    expect(CANDIDATE_STATUSES.filter((s) => s !== 'Undefined' && !seenCandidateStatuses.has(s))).toEqual([]);
    expect(COMPANY_STATUSES.filter((s) => !seenCompanyStatuses.has(s))).toEqual([]);
  });

  it('keeps the graph finite and small', () => {
    const states = new Set(paths.map((p) => stagePath(p.state.value)));
    expect(states.size).toBe(leafStatePaths().length);
  });
});

describe('hiring machine, simple paths to the hire', () => {
  // Without the loops (rescheduling, counter-proposals, follow-ups, extending or correcting an offer, unarchiving) the simple
  // paths stay few.
  const LOOPS = /requestReschedule|proposeOptions|requestFollowUp|extendFinalOffer|reviseFinalOffer|care\.unarchive/;
  const simple = createHiringModel({ validOnly: true }).getSimplePaths({
    filterEvents: (_s, e) => (e as ModelEvent).expect === 'accept' && !LOOPS.test(e.type),
    toState: (s) => stagePath(s.value) === 'archived.hired',
  });

  // Presence told in either order, or disputed either way and settled by care as held; with or without a trial day.
  it('finds every route (presence in either order or settled by care, with or without a trial day)', () => {
    expect(simple.length).toBe(8);
  });

  for (const path of simple) {
    it(`passes the final offer and ends hired: ${path.steps.map((s) => s.event.type).join(' → ')}`, () => {
      const statuses = path.steps.map((s) => expectedFor(s.state).candidate);
      expect(statuses).toContain('FinalOffer');
      expect(statuses.at(-1)).toBe('Hire');
      expect(expectedFor(path.state).company).toBe('hired');
    });
  }
});
