import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeMachine } from './graph.ts';
import { exportMachine } from './export.ts';
import { MACHINES } from './machines.ts';

describe.each(MACHINES.map((entry) => [entry.id, entry] as const))('the %s export', (_, entry) => {
  it('is committed up to date (run `npm run statecharts:export` after changing a machine)', async () => {
    const fresh = await exportMachine(entry);
    expect(readFileSync(fresh.mermaidFile, 'utf8'), `${fresh.mermaidFile} is stale`).toBe(fresh.mermaid);
    expect(readFileSync(fresh.svgFile, 'utf8'), `${fresh.svgFile} is stale`).toBe(fresh.svg);
  });

  it('gives the same bytes on two runs', async () => {
    const [first, second] = [await exportMachine(entry), await exportMachine(entry)];
    expect(second.svg).toBe(first.svg);
    expect(second.mermaid).toBe(first.mermaid);
  });

  it('draws every state and every transition target in the SVG', async () => {
    const { svg } = await exportMachine(entry);
    const description = describeMachine(entry.machine);
    expect(svg.match(/data-state="/g)).toHaveLength(description.states.length);
    expect(svg.match(/data-transition="/g)).toHaveLength(description.transitions.reduce((n, t) => n + t.targets.length, 0));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});
