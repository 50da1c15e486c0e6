import { describe, expect, it } from 'vitest';
import { hiringMachine } from '../hiring.machine.ts';
import { onboardingMachine } from '../onboarding.machine.ts';
import { describeMachine } from './graph.ts';
import { toMermaid } from './mermaid.ts';

describe('toMermaid', () => {
  const hiring = describeMachine(hiringMachine);
  const text = toMermaid(hiring);

  it('writes a stateDiagram-v2 with every state, nested in its compound', () => {
    expect(text).toContain('stateDiagram-v2');
    for (const state of hiring.states) expect(text).toContain(`state "${state.key}" as ${state.id.replaceAll('.', '__')}`);
    expect(text).toMatch(/state "interview" as interview \{\n {4}\[\*\] --> interview__candidateChoosing/);
    expect(text).toContain('  [*] --> offered');
  });

  it('writes one line per transition target with its distinguishing guards', () => {
    const lines = text.split('\n').filter((line) => / --> .* : /.test(line));
    expect(lines).toHaveLength(hiring.transitions.reduce((n, t) => n + t.targets.length, 0));
    expect(text).toContain('interview__scheduled --> archived__candidateAbsent : company.reportPresence [interviewStarted]');
    expect(text).toContain('archived --> offered : care.unarchive [resumesAt(stage=offered)]');
    expect(text).toContain('%% every guarded transition also requires: byPartyWithValidPayload');
  });

  it('marks final states', () => {
    expect(toMermaid(describeMachine(onboardingMachine))).toContain('  done --> [*]');
  });
});
