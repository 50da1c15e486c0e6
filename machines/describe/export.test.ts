import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeMachine } from './graph.ts';
import { exportMachine, type MachineExport } from './export.ts';
import { MACHINES } from './machines.ts';

describe.each(MACHINES.map((entry) => [entry.id, entry] as const))('the %s export', (_, entry) => {
  let first: MachineExport;
  let second: MachineExport;
  beforeAll(async () => {
    first = await exportMachine(entry);
    second = await exportMachine(entry);
  });

  it('is committed up to date (run `npm run statecharts:export` after changing a machine)', () => {
    expect(readFileSync(first.mermaidFile, 'utf8'), `${first.mermaidFile} is stale`).toBe(first.mermaid);
    expect(readFileSync(first.svgFile, 'utf8'), `${first.svgFile} is stale`).toBe(first.svg);
  });

  it('gives the same bytes on two runs', () => {
    expect(second.svg).toBe(first.svg);
    expect(second.mermaid).toBe(first.mermaid);
  });

  it('draws every state and every transition target in the SVG', () => {
    const description = describeMachine(entry.machine);
    expect(first.svg.match(/data-state="/g)).toHaveLength(description.states.length);
    expect(first.svg.match(/data-transition="/g)).toHaveLength(description.transitions.reduce((n, t) => n + t.targets.length, 0));
    expect(first.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});
