/**
 * Mermaid stateDiagram-v2 text of a machine, for review in pull requests. Ids and event types are written as
 * the code names them (not translated): a reviewer compares the picture with the diff of the machine.
 */
import { commonGuards, distinctGuards, type GuardTerm, type MachineDescription, type StateDescription } from './graph.ts';

/** Mermaid ids cannot hold dots; nested states get their full path joined by '__' to stay unique. */
const mermaidId = (path: string) => path.replaceAll('.', '__');

export function guardText(term: GuardTerm): string {
  switch (term.kind) {
    case 'named': {
      const params = term.params ? Object.entries(term.params).map(([k, v]) => `${k}=${String(v)}`) : [];
      return params.length ? `${term.name}(${params.join(', ')})` : term.name;
    }
    case 'not':
      return `not ${guardText(term.term)}`;
    case 'and':
    case 'or':
      return `(${term.terms.map(guardText).join(` ${term.kind} `)})`;
    case 'inline':
      return 'inline condition';
  }
}

function stateBlock(description: MachineDescription, state: StateDescription, indent: string): string[] {
  const children = description.states.filter((s) => s.parent === state.id);
  const id = mermaidId(state.id);
  const lines = [`${indent}state "${state.key}" as ${id}`];
  if (children.length === 0) return lines;
  lines[0] += ' {';
  for (const child of children) {
    if (child.initial) lines.push(`${indent}  [*] --> ${mermaidId(child.id)}`);
    lines.push(...stateBlock(description, child, `${indent}  `));
    if (child.kind === 'final') lines.push(`${indent}  ${mermaidId(child.id)} --> [*]`);
  }
  lines.push(`${indent}}`);
  return lines;
}

export function toMermaid(description: MachineDescription): string {
  const common = commonGuards(description);
  const lines = ['---', `title: ${description.id}`, '---', 'stateDiagram-v2'];
  if (common.length) lines.push(`  %% every guarded transition also requires: ${common.map(guardText).join(', ')}`);
  for (const state of description.states.filter((s) => s.parent === null)) {
    if (state.initial) lines.push(`  [*] --> ${mermaidId(state.id)}`);
    lines.push(...stateBlock(description, state, '  '));
    if (state.kind === 'final') lines.push(`  ${mermaidId(state.id)} --> [*]`);
  }
  // Transitions come last, at top level: Mermaid draws edges between states of different composites only there.
  for (const transition of description.transitions) {
    const guards = distinctGuards(transition, common).map(guardText);
    const label = guards.length ? `${transition.event} [${guards.join(' and ')}]` : transition.event;
    for (const target of transition.targets) {
      lines.push(`  ${mermaidId(transition.source)} --> ${mermaidId(target)} : ${label}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
