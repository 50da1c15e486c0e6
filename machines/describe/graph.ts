/**
 * A plain, serialisable description of a statechart: its states and transitions with stable ids, the actor of
 * each event and its guards as a tree of names. The export script, the QA paths and the web visualizer all draw
 * from this one description, so the picture in a pull request and the one in the app cannot disagree.
 *
 * Transition ids are `<source path>:<event type>:<index>` (the index within the source's transitions for that
 * event): the same ids the model-based suites write in their coverage JSON.
 */
import { and, not, or, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { isRecord } from '../narrow.ts';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface StateDescription {
  /** Dotted path from the root: 'interview.scheduled'. */
  id: string;
  key: string;
  parent: string | null;
  kind: StateKind;
  /** The initial child of its parent (or of the machine). */
  initial: boolean;
  tags: string[];
}

/** A guard as the machine wrote it: a named guard (maybe with params), a combination, or an inline function. */
export type GuardTerm =
  | { kind: 'named'; name: string; params?: Record<string, unknown> }
  | { kind: 'not'; term: GuardTerm }
  | { kind: 'and' | 'or'; terms: GuardTerm[] }
  | { kind: 'inline' };

export interface TransitionDescription {
  id: string;
  source: string;
  /** State paths entered; empty for a transition without target. */
  targets: string[];
  event: string;
  /** Who sends the event: the prefix of its dotted name ('candidate', 'company', 'care', 'system'). */
  actor: string;
  guard: GuardTerm | null;
  actions: string[];
}

export interface MachineDescription {
  id: string;
  states: StateDescription[];
  transitions: TransitionDescription[];
}

export const ROOT_SOURCE = '(root)';

function pathOf(node: AnyStateNode): string {
  return node.path.join('.');
}

const checkOf = (guard: unknown) => (typeof guard === 'function' && 'check' in guard ? guard.check : undefined);
const CHECK = { and: checkOf(and([])), or: checkOf(or([])), not: checkOf(not('')) };

function describeGuard(guard: unknown): GuardTerm {
  if (typeof guard === 'string') return { kind: 'named', name: guard };
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const name = String(guard.type);
    return 'params' in guard && isRecord(guard.params) ? { kind: 'named', name, params: guard.params } : { kind: 'named', name };
  }
  // xstate's and()/or()/not() are functions carrying their operands in `guards` and their logic in `check`.
  // The logic is told by identity, not by name: a production build renames functions.
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) {
    const terms = guard.guards.map(describeGuard);
    const check = checkOf(guard);
    if (check === CHECK.not) {
      return terms.length === 1 ? { kind: 'not', term: terms[0]! } : { kind: 'not', term: { kind: 'or', terms } };
    }
    if (check === CHECK.and) return { kind: 'and', terms };
    if (check === CHECK.or) return { kind: 'or', terms };
  }
  return { kind: 'inline' };
}

function describeAction(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action) return String(action.type);
  return 'inline';
}

/** Every state node below the root, parents before children, in document order. */
function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

export function actorOfEvent(event: string): string {
  // An invoked actor's answer (xstate.done.actor.…, xstate.error.actor.…) is the app's, like a `system.` event.
  if (event.startsWith('xstate.')) return 'system';
  const dot = event.indexOf('.');
  return dot > 0 ? event.slice(0, dot) : 'system';
}

export function describeMachine(machine: AnyStateMachine): MachineDescription {
  const root = machine.root;
  const nodes = descendants(root);
  const states: StateDescription[] = nodes.map((node) => {
    const parent = node.parent!;
    return {
      id: pathOf(node),
      key: node.key,
      parent: parent === root ? null : pathOf(parent),
      kind: node.type,
      initial: parent.initial?.target.includes(node) ?? false,
      tags: [...node.tags],
    };
  });
  const transitions: TransitionDescription[] = [root, ...nodes].flatMap((node) =>
    [...node.transitions].flatMap(([event, list]) =>
      list.map((transition, index) => {
        const source = node === root ? ROOT_SOURCE : pathOf(node);
        return {
          id: `${source}:${event}:${index}`,
          source,
          targets: (transition.target ?? []).map(pathOf),
          event,
          actor: actorOfEvent(event),
          guard: transition.guard === undefined ? null : describeGuard(transition.guard),
          actions: transition.actions.map(describeAction),
        };
      }),
    ),
  );
  return { id: machine.id, states, transitions };
}

/** The states a snapshot can rest in: atomic and final ones (what coverage counts). */
export function leafStates(description: MachineDescription): StateDescription[] {
  return description.states.filter((state) => state.kind === 'atomic' || state.kind === 'final');
}

/** The top-level conjuncts of a guard: `and(a, b, not(c))` → [a, b, not(c)]. */
export function conjuncts(guard: GuardTerm | null): GuardTerm[] {
  if (guard === null) return [];
  return guard.kind === 'and' ? guard.terms.flatMap((term) => conjuncts(term)) : [guard];
}

export function guardKey(term: GuardTerm): string {
  switch (term.kind) {
    case 'named':
      return term.params === undefined ? term.name : `${term.name}(${JSON.stringify(term.params)})`;
    case 'not':
      return `!${guardKey(term.term)}`;
    case 'and':
    case 'or':
      return `${term.kind}(${term.terms.map(guardKey).join(',')})`;
    case 'inline':
      return 'inline';
  }
}

/**
 * Conjuncts every guarded transition of the machine carries (the hiring machine's "sent by its own party, with
 * valid data"): drawn once in a legend rather than on every arrow, so the arrows show what tells them apart.
 */
export function commonGuards(description: MachineDescription): GuardTerm[] {
  const guarded = description.transitions.filter((t) => t.guard !== null);
  const [first, ...rest] = guarded;
  if (!first) return [];
  return conjuncts(first.guard).filter((term) => {
    if (term.kind === 'inline') return false;
    const key = guardKey(term);
    return rest.every((t) => conjuncts(t.guard).some((other) => guardKey(other) === key));
  });
}

/** The conjuncts of a transition's guard that are not common to the whole machine. */
export function distinctGuards(transition: TransitionDescription, common: GuardTerm[]): GuardTerm[] {
  const commonKeys = new Set(common.map(guardKey));
  return conjuncts(transition.guard).filter((term) => !commonKeys.has(guardKey(term)));
}

/** True when `ancestor` is `id` or one of its ancestors. */
export function isAncestorOrSelf(ancestor: string, id: string): boolean {
  return id === ancestor || id.startsWith(`${ancestor}.`);
}
