/**
 * QA scenarios from the graph: the shortest path to every state and, bounded, the simple paths (no state twice),
 * each step an event with a sample valid payload and the state (and statuses) it leads to. `npm run qa:paths`
 * prints them as Given / When / Then and writes them as JSON for the browser suites to replay.
 *
 * Paths come from xstate/graph's traversals with the caller's sample events; states are told apart by
 * their path alone (serializeState), so context that grows (options, dates) cannot make the traversal endless.
 */
import { initialTransition, transition, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath as GraphPath, type TraversalOptions } from 'xstate/graph';
import { stagePath as statePath } from '../statuses.ts';
import { actorOfEvent } from './graph.ts';

export interface QaEvent {
  type: string;
  actor: string;
  payload?: unknown;
  /** The clock the event was sent at, when the machine reads one. */
  now?: string;
}

export interface QaStep {
  when: QaEvent;
  then: { state: string; statuses?: Record<string, string | null> };
}

export interface QaScenario {
  id: string;
  machine: string;
  kind: 'shortest' | 'simple';
  target: string;
  given: string;
  steps: QaStep[];
}

export interface QaPaths {
  machine: string;
  simplePathsPerState: number;
  shortest: QaScenario[];
  simple: QaScenario[];
}

type Snapshot = SnapshotFrom<AnyStateMachine>;

export interface QaOptions {
  input?: unknown;
  /** Sample valid events to try in a snapshot (payloads included). */
  events: (snapshot: Snapshot) => EventObject[];
  /** Statuses a snapshot shows (the hiring machine's two vocabularies). */
  statuses?: (snapshot: Snapshot) => Record<string, string | null>;
  simplePathsPerState?: number;
}

function toQaEvent(event: EventObject): QaEvent {
  const { type } = event;
  const payload = 'payload' in event ? event.payload : undefined;
  const now = 'now' in event ? event.now : undefined;
  const actor = 'actor' in event ? event.actor : undefined;
  const role = typeof actor === 'object' && actor !== null && 'role' in actor ? actor.role : undefined;
  const qa: QaEvent = { type, actor: typeof role === 'string' ? role : actorOfEvent(type) };
  if (payload !== undefined) qa.payload = payload;
  if (typeof now === 'string') qa.now = now;
  // Payloads of events without a payload envelope (the onboarding's `step`, `completed`) are the other fields.
  const rest = Object.fromEntries(Object.entries(event).filter(([key]) => !['type', 'payload', 'now', 'actor', 'expect'].includes(key)));
  if (payload === undefined && Object.keys(rest).length > 0) qa.payload = rest;
  return qa;
}

type ModelPath = GraphPath<Snapshot, EventObject>;

/**
 * Replays a path found on the state-path graph through the real machine. Telling states apart by path alone
 * keeps the traversal small, but a step's sample event was made for whichever snapshot of that state the
 * traversal met first (another round's options, another interview time). So each step takes, among the sample
 * events of the snapshot really reached, one of the same type that leads to the same state; a path with no such
 * event is dropped. Every scenario written is therefore one the machine accepts, step by step.
 */
function replay(machine: AnyStateMachine, path: ModelPath, options: QaOptions): QaStep[] | null {
  let [snapshot] = initialTransition(machine, options.input);
  const steps: QaStep[] = [];
  for (const step of path.steps.slice(1)) {
    const wanted = statePath(step.state.value);
    const candidates = options.events(snapshot).filter((event) => event.type === step.event.type);
    const original = JSON.stringify(step.event);
    candidates.sort((a, b) => Number(JSON.stringify(b) === original) - Number(JSON.stringify(a) === original));
    const next = candidates
      .map((event) => ({ event, after: transition(machine, snapshot, event)[0] }))
      .find(({ after }) => statePath(after.value) === wanted);
    if (!next) return null;
    snapshot = next.after;
    const then: QaStep['then'] = { state: wanted };
    if (options.statuses) then.statuses = options.statuses(snapshot);
    steps.push({ when: toQaEvent(next.event), then });
  }
  return steps;
}

function scenario(machine: AnyStateMachine, kind: QaScenario['kind'], path: ModelPath, options: QaOptions): QaScenario | null {
  const steps = replay(machine, path, options);
  if (!steps) return null;
  const target = statePath(path.state.value);
  return {
    id: `${kind}:${target}`,
    machine: machine.id,
    kind,
    target,
    given: statePath(initialTransition(machine, options.input)[0].value),
    steps,
  };
}

const byLength = (a: ModelPath, b: ModelPath) =>
  a.steps.length - b.steps.length || JSON.stringify(a.steps.map((s) => s.event)).localeCompare(JSON.stringify(b.steps.map((s) => s.event)));

const present = <T>(value: T | null): value is T => value !== null;

function payloadText(payload: unknown): string {
  return payload === undefined || (typeof payload === 'object' && payload !== null && Object.keys(payload).length === 0)
    ? ''
    : ` with ${JSON.stringify(payload)}`;
}

export function qaPaths(machine: AnyStateMachine, options: QaOptions): QaPaths {
  const perState = options.simplePathsPerState ?? 5;
  // The graph functions themselves, not createTestModel: a test model refuses machines that invoke actors (the
  // onboarding wizard's load, save and finish), whose answers are sample events here like any other.
  const traversal: TraversalOptions<Snapshot, EventObject, unknown> = {
    ...(options.input === undefined ? {} : { input: options.input }),
    events: (snapshot) => options.events(snapshot),
    serializeState: (snapshot) => statePath(snapshot.value),
  };
  const shortest = getShortestPaths(machine, traversal).sort(byLength);
  const simpleByTarget = new Map<string, ModelPath[]>();
  for (const path of getSimplePaths(machine, traversal)) {
    const target = statePath(path.state.value);
    simpleByTarget.set(target, [...(simpleByTarget.get(target) ?? []), path]);
  }
  const targets = shortest.map((path) => statePath(path.state.value));
  return {
    machine: machine.id,
    simplePathsPerState: perState,
    shortest: shortest.map((path) => scenario(machine, 'shortest', path, options)).filter(present),
    simple: targets.flatMap((target) =>
      (simpleByTarget.get(target) ?? [])
        .sort(byLength)
        .map((path) => scenario(machine, 'simple', path, options))
        .filter(present)
        .slice(0, perState)
        .map((s, i) => ({ ...s, id: `${s.id}:${i + 1}` })),
    ),
  };
}

const WHO: Record<string, string> = { candidate: 'the candidate', company: 'the company', care: 'Medilink customer care', system: 'the app' };

/** A scenario as readable Given / When / Then lines. */
export function scenarioText(s: QaScenario): string {
  const lines = [
    `Scenario: ${s.kind === 'shortest' ? 'shortest path' : 'simple path'} to ${s.target} (${s.id})`,
    `  Given a new ${s.machine} in ${s.given}`,
  ];
  for (const step of s.steps) {
    const at = step.when.now ? ` at ${step.when.now}` : '';
    lines.push(`  When ${WHO[step.when.actor] ?? step.when.actor} sends ${step.when.type}${payloadText(step.when.payload)}${at}`);
    const statuses = step.then.statuses
      ? ` (${Object.entries(step.then.statuses)
          .map(([side, status]) => `${side} sees ${status ?? '—'}`)
          .join(', ')})`
      : '';
    lines.push(`  Then the ${s.machine} is in ${step.then.state}${statuses}`);
  }
  return lines.join('\n');
}
