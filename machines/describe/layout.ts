/**
 * Automatic layout of a statechart with elkjs (layered, hierarchy included so edges may cross compound states).
 * Pure and deterministic: the same description and labels give the same coordinates, in Node and in the browser.
 * Coordinates come back absolute (ELK's ROOT coordinate mode) and rounded, ready for an SVG writer.
 */
import type { ElkExtendedEdge, ElkNode, ElkShape } from 'elkjs/lib/elk-api.js';
import { isAncestorOrSelf, type MachineDescription, type StateDescription, type TransitionDescription } from './graph.ts';
import { textWidth, wrapLines } from './text-width.ts';

export interface DiagramLabels {
  state(state: StateDescription): string;
  /** The lines written beside an arrow (event, actor, guards). */
  transition(transition: TransitionDescription): string[];
}

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface LaidOutState extends Box {
  state: StateDescription;
  label: string;
  /** Compound states hold their children; their label sits in the header band. */
  compound: boolean;
}

export interface LaidOutTransition {
  transition: TransitionDescription;
  /** The state the arrow ends on (a re-entered ancestor is drawn as a loop on its initial leaf). */
  target: string;
  points: Point[];
  label: (Box & { lines: string[] }) | null;
}

export interface LaidOutInitial {
  /** The state the initial marker points to. */
  target: string;
  center: Point;
  points: Point[];
}

export interface Layout {
  machineId: string;
  width: number;
  height: number;
  states: LaidOutState[];
  transitions: LaidOutTransition[];
  initials: LaidOutInitial[];
}

export const STATE_FONT = 13;
export const LABEL_FONT = 11;
export const LABEL_LINE = 14;
export const HEADER = 28;
export const INITIAL_RADIUS = 6;
/** Arrow labels wrap to this width: wide labels push every parallel arrow apart and the chart grows sideways. */
export const LABEL_MAX_WIDTH = 130;
const PADDING_X = 14;
const STATE_HEIGHT = 34;

const ROOT = '__root';
const initialId = (target: string) => `__initial:${target}`;

const round = (n: number) => Math.round(n * 10) / 10;

function initialLeaf(description: MachineDescription, id: string): string {
  const child = description.states.find((s) => s.parent === id && s.initial);
  return child ? initialLeaf(description, child.id) : id;
}

/** Where an arrow ends: a target that contains the source is re-entered, i.e. its initial leaf, drawn as such. */
export function drawnTarget(description: MachineDescription, transition: TransitionDescription, target: string): string {
  return transition.source !== target && isAncestorOrSelf(target, transition.source) ? initialLeaf(description, target) : target;
}

function elkNode(description: MachineDescription, state: StateDescription, labels: DiagramLabels): ElkNode {
  const label = labels.state(state);
  const width = textWidth(label, STATE_FONT) + 2 * PADDING_X;
  const children = description.states.filter((s) => s.parent === state.id);
  if (children.length === 0) return { id: state.id, width: Math.max(width, 72), height: STATE_HEIGHT };
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${HEADER + 10},left=14,bottom=14,right=14]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width + 8}, ${HEADER + 20})`,
    },
    children: childNodes(description, state.id, labels),
  };
}

function childNodes(description: MachineDescription, parent: string | null, labels: DiagramLabels): ElkNode[] {
  const children = description.states.filter((s) => s.parent === parent);
  const initial = children.find((s) => s.initial);
  const markers = initial ? [{ id: initialId(initial.id), width: 2 * INITIAL_RADIUS, height: 2 * INITIAL_RADIUS }] : [];
  return [...markers, ...children.map((child) => elkNode(description, child, labels))];
}

function flatten(node: ElkNode): ElkNode[] {
  return [node, ...(node.children ?? []).flatMap(flatten)];
}

function pointsOf(edge: ElkExtendedEdge): Point[] {
  const section = edge.sections?.[0];
  if (!section) return [];
  return [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: round(p.x), y: round(p.y) }));
}

/** What runs the layout: elk on the calling thread (Node, the static page) or in a web worker (the app). */
export interface LayoutEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

export async function layoutMachine(description: MachineDescription, labels: DiagramLabels, engine: LayoutEngine): Promise<Layout> {
  const stateIds = new Set(description.states.map((s) => s.id));
  const drawn = description.transitions.flatMap((transition) =>
    transition.targets
      .filter(() => stateIds.has(transition.source))
      .map((target, index) => ({ transition, target: drawnTarget(description, transition, target), index })),
  );
  const edgeId = (d: (typeof drawn)[number]) => (d.index === 0 ? d.transition.id : `${d.transition.id}#${d.index}`);
  const labelLines = new Map(drawn.map((d) => [d.transition.id, wrapLines(labels.transition(d.transition), LABEL_FONT, LABEL_MAX_WIDTH)]));
  const edges: ElkExtendedEdge[] = drawn.map((d) => {
    const lines = labelLines.get(d.transition.id)!;
    const width = Math.max(...lines.map((line) => textWidth(line, LABEL_FONT))) + 6;
    return {
      id: edgeId(d),
      sources: [d.transition.source],
      targets: [d.target],
      labels: [{ id: `${edgeId(d)}:label`, text: lines.join('\n'), width, height: lines.length * LABEL_LINE + 2 }],
    };
  });
  const initials = description.states.filter((s) => s.initial);
  const initialEdges: ElkExtendedEdge[] = initials.map((s) => ({ id: `${initialId(s.id)}:edge`, sources: [initialId(s.id)], targets: [s.id] }));
  const graph: ElkNode = {
    id: ROOT,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      // States are written in process order: arrows back up the flow (unarchive, re-proposals) bend back.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeEdge': '10',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
      'elk.randomSeed': '1',
      'org.eclipse.elk.json.shapeCoords': 'ROOT',
      'org.eclipse.elk.json.edgeCoords': 'ROOT',
    },
    children: childNodes(description, null, labels),
    // Every edge at the root: with INCLUDE_CHILDREN and ROOT coordinates ELK routes across hierarchy levels.
    edges: [...initialEdges, ...edges],
  };
  const result = await engine.layout(graph);
  const nodes = new Map(flatten(result).map((node) => [node.id, node]));
  const resultEdges = new Map((result.edges ?? []).map((edge) => [edge.id, edge]));
  const box = (node: ElkShape | undefined): Box => ({
    x: round(node?.x ?? 0),
    y: round(node?.y ?? 0),
    width: round(node?.width ?? 0),
    height: round(node?.height ?? 0),
  });
  return {
    machineId: description.id,
    width: round(result.width ?? 0),
    height: round(result.height ?? 0),
    states: description.states.map((state) => ({
      ...box(nodes.get(state.id)),
      state,
      label: labels.state(state),
      compound: description.states.some((s) => s.parent === state.id),
    })),
    transitions: drawn.map((d) => {
      const edge = resultEdges.get(edgeId(d));
      const label = edge?.labels?.[0];
      return {
        transition: d.transition,
        target: d.target,
        points: edge ? pointsOf(edge) : [],
        label: label ? { ...box(label), lines: labelLines.get(d.transition.id)! } : null,
      };
    }),
    initials: initials.map((s) => {
      const marker = box(nodes.get(initialId(s.id)));
      const edge = resultEdges.get(`${initialId(s.id)}:edge`);
      return {
        target: s.id,
        center: { x: round(marker.x + INITIAL_RADIUS), y: round(marker.y + INITIAL_RADIUS) },
        points: edge ? pointsOf(edge) : [],
      };
    }),
  };
}
