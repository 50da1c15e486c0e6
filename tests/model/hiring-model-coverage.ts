import { getStateNodes } from 'xstate/graph';
import type { AnyTransitionDefinition } from 'xstate';
import { hiringMachine, stagePath, type HiringEvent } from '../../machines/index.ts';
import type { HiringSnapshot } from './hiring-model.ts';

// The hiring test model's coverage bookkeeping: the machine's states and transitions, which ones a suite drove,
// and a few paths that drive them all.

/** The leaf states of the machine, as state paths ('interview.scheduled'). */
export function leafStatePaths(): string[] {
  return getStateNodes(hiringMachine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

/** Every transition of the machine, with a stable id (`source:event:index`). */
export function allTransitions(): Map<AnyTransitionDefinition, string> {
  const ids = new Map<AnyTransitionDefinition, string>();
  for (const node of [hiringMachine.root, ...getStateNodes(hiringMachine.root)]) {
    for (const [eventType, transitions] of node.transitions) {
      transitions.forEach((t, i) => ids.set(t, `${node.path.join('.') || '(root)'}:${eventType}:${i}`));
    }
  }
  return ids;
}

/** Tracks which states and transitions a suite has driven through its system under test. */
export class Coverage {
  private readonly transitionIds = allTransitions();
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  visitState(snapshot: { value: HiringSnapshot['value'] }) {
    this.states.add(stagePath(snapshot.value));
  }

  /** Records the transition the machine takes for `event` from `snapshot` (none when it is refused). */
  visitTransition(snapshot: HiringSnapshot, event: HiringEvent) {
    for (const t of hiringMachine.getTransitionData(snapshot, event) ?? []) {
      const id = this.transitionIds.get(t);
      if (id) this.transitions.add(id);
    }
  }

  report(suite: string) {
    const states = leafStatePaths();
    const transitions = [...this.transitionIds.values()];
    return {
      suite,
      machine: 'hiring',
      states: { covered: states.filter((s) => this.states.has(s)).length, total: states.length },
      transitions: { covered: transitions.filter((t) => this.transitions.has(t)).length, total: transitions.length },
      uncoveredStates: states.filter((s) => !this.states.has(s)),
      uncoveredTransitions: transitions.filter((t) => !this.transitions.has(t)),
      coveredStates: states.filter((s) => this.states.has(s)),
      coveredTransitions: transitions.filter((t) => this.transitions.has(t)),
    };
  }
}

/**
 * A few paths that still drive every step (state reached by event) of `paths`: greedy set cover, longest gain
 * first. The API suite uses it to cover the same graph with far fewer HTTP round trips.
 */
export function coveringPaths<P extends { steps: Array<{ state: { value: unknown; context: unknown }; event: { type: string } }> }>(paths: P[]): P[] {
  const keysOf = (p: P) => new Set(p.steps.map((s) => JSON.stringify([s.state.value, s.state.context, s.event])));
  const remaining = paths.map((p) => ({ p, keys: keysOf(p) }));
  const covered = new Set<string>();
  const chosen: P[] = [];
  for (;;) {
    let best: (typeof remaining)[number] | undefined;
    let bestGain = 0;
    for (const r of remaining) {
      let gain = 0;
      for (const k of r.keys) if (!covered.has(k)) gain++;
      if (gain > bestGain) [best, bestGain] = [r, gain];
    }
    if (!best) return chosen;
    chosen.push(best.p);
    for (const k of best.keys) covered.add(k);
  }
}
