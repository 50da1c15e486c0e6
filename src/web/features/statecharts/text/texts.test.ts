import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { commonGuards, conjuncts, describeMachine, type GuardTerm } from '../../../../../machines/describe/graph';
import { MACHINES } from '../../../../../machines/describe/machines';
import { MACHINE_TEXT } from '../machine-text';
import { machineTexts } from './diagram-labels';
import { ACTOR_TEXT, EVENT_TEXT } from './event-text';
import { KNOWN_GUARDS } from './guard-text';
import { stateText } from './state-text';

const names = (term: GuardTerm): string[] =>
  term.kind === 'named' ? [term.name] : term.kind === 'not' ? names(term.term) : term.kind === 'inline' ? [] : term.terms.flatMap(names);

// A machine change that adds a state, an event, an actor or a named guard must bring its human words too.
describe.each(MACHINES.map((entry) => [entry.id, describeMachine(entry.machine)] as const))('texts of the %s machine', (id, description) => {
  it('name the machine and every state, with a description', () => {
    expect(MACHINE_TEXT[id]).toBeDefined();
    expect(description.states.filter((state) => !stateText(id, state)).map((s) => s.id)).toEqual([]);
  });

  it('name every event and actor', () => {
    expect(description.transitions.filter((t) => !EVENT_TEXT[t.event]).map((t) => t.event)).toEqual([]);
    expect(description.transitions.filter((t) => !ACTOR_TEXT[t.actor]).map((t) => t.actor)).toEqual([]);
  });

  it('put every named guard in plain words', () => {
    const used = description.transitions.flatMap((t) => conjuncts(t.guard).flatMap(names));
    expect([...new Set(used)].filter((name) => !KNOWN_GUARDS.has(name))).toEqual([]);
  });

  it('label arrows with the event, the actor and the distinguishing conditions', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const texts = machineTexts(i18n, description, commonGuards(description));
    for (const transition of description.transitions) {
      const [event, who] = texts.transition(transition);
      expect(event).not.toBe(transition.event);
      expect(who).toMatch(/^by: /);
    }
  });
});
