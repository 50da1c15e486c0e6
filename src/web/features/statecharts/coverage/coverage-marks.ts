import { coverageByKind, type CoverageReport } from '../../../../../machines/describe/coverage';
import type { MachineDescription } from '../../../../../machines/describe/graph';
import type { Decoration, DiagramDecorations } from '../diagram/decorations';

export const COVERAGE_MARKS = ['both', 'api', 'browser', 'none'] as const;
export type CoverageMark = (typeof COVERAGE_MARKS)[number];

export const MARK_COLOURS: Record<CoverageMark, { fill: string; stroke: string }> = {
  both: { fill: '#d3f9d8', stroke: '#2b8a3e' },
  api: { fill: '#d0ebff', stroke: '#1864ab' },
  browser: { fill: '#e5dbff', stroke: '#5f3dc4' },
  none: { fill: '#ffe3e3', stroke: '#c92a2a' },
};

function markOf(api: boolean, browser: boolean): CoverageMark {
  return api && browser ? 'both' : api ? 'api' : browser ? 'browser' : 'none';
}

export interface CoverageView {
  stateMark: (id: string) => CoverageMark;
  transitionMark: (id: string) => CoverageMark;
  decorations: DiagramDecorations;
  /** Leaf states and transitions covered by neither API nor browser tests. */
  uncoveredStates: string[];
  uncoveredTransitions: string[];
  /** Counts per kind of tests: covered leaf states and transitions. */
  totals: Record<'api' | 'browser' | 'machine', { states: number; transitions: number }>;
  leafCount: number;
  transitionCount: number;
}

export function coverageView(description: MachineDescription, reports: CoverageReport[]): CoverageView {
  const kinds = coverageByKind(reports, description.id);
  const stateMark = (id: string) => markOf(kinds.api.states.has(id), kinds.browser.states.has(id));
  const transitionMark = (id: string) => markOf(kinds.api.transitions.has(id), kinds.browser.transitions.has(id));
  const decorate = (mark: CoverageMark, width: number): Decoration => ({ ...MARK_COLOURS[mark], strokeWidth: width, mark });
  const leaves = description.states.filter((s) => s.kind === 'atomic' || s.kind === 'final').map((s) => s.id);
  const transitions = description.transitions.map((t) => t.id);
  const count = (kind: 'api' | 'browser' | 'machine') => ({
    states: leaves.filter((id) => kinds[kind].states.has(id)).length,
    transitions: transitions.filter((id) => kinds[kind].transitions.has(id)).length,
  });
  return {
    stateMark,
    transitionMark,
    decorations: {
      state: (id) => decorate(stateMark(id), 2),
      transition: (id) => ({ stroke: MARK_COLOURS[transitionMark(id)].stroke, strokeWidth: 2, mark: transitionMark(id) }),
    },
    uncoveredStates: leaves.filter((id) => stateMark(id) === 'none'),
    uncoveredTransitions: transitions.filter((id) => transitionMark(id) === 'none'),
    totals: { api: count('api'), browser: count('browser'), machine: count('machine') },
    leafCount: leaves.length,
    transitionCount: transitions.length,
  };
}
