import { transitionForStep } from '../../../../../machines/describe/coverage';
import { isAncestorOrSelf, type MachineDescription } from '../../../../../machines/describe/graph';
import type { DiagramDecorations } from '../diagram/decorations';

const PATH = '#e8590c';
const VISITED = '#fff4e6';

/** The live process on the chart: its current state, the states it passed through and its numbered steps. */
export function processDecorations(
  description: MachineDescription,
  current: string,
  history: { type: string; from: string | null; to: string }[],
): DiagramDecorations {
  const steps = new Map<string, number[]>();
  const visited = new Set<string>([current]);
  history.forEach(({ type, from, to }, index) => {
    visited.add(to);
    // The creation has no source state and no transition; its row is step 1 like in the history table.
    if (from === null) return;
    visited.add(from);
    const transition = transitionForStep(description, { type, from, to });
    if (transition) steps.set(transition.id, [...(steps.get(transition.id) ?? []), index + 1]);
  });
  const wasVisited = (id: string) => [...visited].some((state) => isAncestorOrSelf(id, state));
  return {
    current,
    steps,
    state: (id) => (wasVisited(id) ? { fill: VISITED, mark: 'visited' } : undefined),
    transition: (id) => (steps.has(id) ? { stroke: PATH, strokeWidth: 3, mark: 'taken' } : undefined),
  };
}
