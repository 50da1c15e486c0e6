/**
 * Test coverage of a statechart, as the suites write it to coverage/statecharts/*.json (one report per file):
 * which leaf states and which transitions (ids of graph.ts) a suite drove through its system under test.
 * Also: mapping a process's event log back onto transitions, for suites that only see the API's history.
 */
import { z } from 'zod';
import { isAncestorOrSelf, type MachineDescription, type TransitionDescription } from './graph.ts';

export const coverageReportSchema = z.object({
  suite: z.string().min(1),
  machine: z.string().min(1),
  coveredStates: z.array(z.string()),
  coveredTransitions: z.array(z.string()),
});
export type CoverageReport = z.infer<typeof coverageReportSchema>;

export type CoverageKind = 'api' | 'browser' | 'machine';

/** The kind of tests a report comes from, by its suite name (`api…`, `browser…`/`e2e…`, anything else). */
export function coverageKind(suite: string): CoverageKind {
  if (suite.startsWith('api')) return 'api';
  if (suite.startsWith('browser') || suite.startsWith('e2e')) return 'browser';
  return 'machine';
}

export interface CoverageSets {
  states: Set<string>;
  transitions: Set<string>;
}

/** What each kind of tests covers in one machine; a compound state counts once any state inside it does. */
export function coverageByKind(reports: CoverageReport[], machine: string): Record<CoverageKind, CoverageSets> {
  const sets = (): CoverageSets => ({ states: new Set(), transitions: new Set() });
  const result: Record<CoverageKind, CoverageSets> = { api: sets(), browser: sets(), machine: sets() };
  for (const report of reports.filter((r) => r.machine === machine)) {
    const target = result[coverageKind(report.suite)];
    for (const state of report.coveredStates) {
      const parts = state.split('.');
      parts.forEach((_, i) => target.states.add(parts.slice(0, i + 1).join('.')));
    }
    for (const transition of report.coveredTransitions) target.transitions.add(transition);
  }
  return result;
}

export interface HistoryStep {
  type: string;
  from: string;
  to: string;
}

/** The transition a logged step took: its event, from the state or an ancestor, into the state it reached. */
export function transitionForStep(description: MachineDescription, step: HistoryStep): TransitionDescription | undefined {
  return description.transitions.find(
    (t) =>
      t.event === step.type &&
      isAncestorOrSelf(t.source, step.from) &&
      (t.targets.length === 0 ? step.to === step.from : t.targets.some((target) => isAncestorOrSelf(target, step.to))),
  );
}

/** A coverage report from process histories (what a browser suite drove through the real app). */
export function coverageFromHistory(description: MachineDescription, suite: string, histories: HistoryStep[][]): CoverageReport {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const history of histories) {
    for (const step of history) {
      states.add(step.from);
      states.add(step.to);
      const transition = transitionForStep(description, step);
      if (transition) transitions.add(transition.id);
    }
  }
  return {
    suite,
    machine: description.id,
    coveredStates: [...states].sort(),
    coveredTransitions: description.transitions.map((t) => t.id).filter((id) => transitions.has(id)),
  };
}
