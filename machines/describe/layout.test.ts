import { describe, expect, it } from 'vitest';
import { hiringMachine } from '../hiring.machine.ts';
import { codeLabels } from './export.ts';
import { describeMachine } from './graph.ts';
import { elkInThread } from './elk-in-thread.ts';
import { layoutMachine, type Box } from './layout.ts';

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('layoutMachine (elk)', async () => {
  const description = describeMachine(hiringMachine);
  const layout = await layoutMachine(description, codeLabels(description), elkInThread());
  const byId = new Map(layout.states.map((s) => [s.state.id, s]));

  it('places every state inside its parent and apart from its siblings', () => {
    for (const node of layout.states) {
      expect(node.width).toBeGreaterThan(0);
      if (node.state.parent) expect(inside(node, byId.get(node.state.parent)!), node.state.id).toBe(true);
      for (const other of layout.states) {
        if (other !== node && other.state.parent === node.state.parent)
          expect(overlap(node, other), `${node.state.id} / ${other.state.id}`).toBe(false);
      }
      expect(inside(node, { x: 0, y: 0, width: layout.width, height: layout.height })).toBe(true);
    }
  });

  it('routes every arrow from its source to its target, with its label', () => {
    for (const edge of layout.transitions) {
      expect(edge.points.length, edge.transition.id).toBeGreaterThanOrEqual(2);
      const end = edge.points.at(-1)!;
      const target = byId.get(edge.target)!;
      expect(end.x).toBeGreaterThanOrEqual(target.x - 1);
      expect(end.x).toBeLessThanOrEqual(target.x + target.width + 1);
      expect(edge.label?.lines[0]).toBe(edge.transition.event);
    }
    expect(layout.initials.map((i) => i.target).sort()).toEqual([
      'archived.offerRejected',
      'interview.candidateChoosing',
      'offered',
      'presenceDisputed.candidateAbsence',
    ]);
  });
});
