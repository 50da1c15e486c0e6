/**
 * The review exports of a machine (Mermaid text and SVG picture), labelled with the names the code uses.
 * `npm run statecharts:export` writes them to docs/statecharts/; a test recomputes them and fails when stale.
 */
import { commonGuards, describeMachine, distinctGuards, type MachineDescription } from './graph.ts';
import { elkInThread } from './elk-in-thread.ts';
import { layoutMachine, type DiagramLabels } from './layout.ts';
import { guardText, toMermaid } from './mermaid.ts';
import type { MachineEntry } from './machines.ts';
import { toSvg } from './svg.ts';

export const EXPORT_DIR = 'docs/statecharts';

export function codeLabels(description: MachineDescription): DiagramLabels {
  const common = commonGuards(description);
  return {
    state: (state) => state.key,
    transition: (transition) => {
      const guards = distinctGuards(transition, common).map(guardText);
      return guards.length ? [transition.event, `[${guards.join(' and ')}]`] : [transition.event];
    },
  };
}

export interface MachineExport {
  mermaidFile: string;
  mermaid: string;
  svgFile: string;
  svg: string;
}

export async function exportMachine(entry: MachineEntry): Promise<MachineExport> {
  const description = describeMachine(entry.machine);
  const layout = await layoutMachine(description, codeLabels(description), elkInThread());
  return {
    mermaidFile: `${EXPORT_DIR}/${entry.id}.mmd`,
    mermaid: toMermaid(description),
    svgFile: `${EXPORT_DIR}/${entry.id}.svg`,
    svg: toSvg(layout, `${entry.id} statechart`),
  };
}
