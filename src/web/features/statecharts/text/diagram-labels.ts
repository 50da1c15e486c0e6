import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import {
  distinctGuards,
  type GuardTerm,
  type MachineDescription,
  type StateDescription,
  type TransitionDescription,
} from '../../../../../machines/describe/graph';
import type { DiagramLabels } from '../../../../../machines/describe/layout';
import { ACTOR_TEXT, EVENT_TEXT } from './event-text';
import { guardWords } from './guard-text';
import { stateText } from './state-text';

/** Human texts for one machine in the active language: what the diagram, the details and the lists show. */
export interface MachineTexts extends DiagramLabels {
  stateName(id: string): string;
  description(state: StateDescription): string | null;
  event(type: string): string;
  actor(actor: string): string;
  guards(terms: GuardTerm[]): string | null;
}

export function machineTexts(i18n: I18n, description: MachineDescription, common: GuardTerm[]): MachineTexts {
  const byId = new Map(description.states.map((s) => [s.id, s]));
  const stateName = (id: string) => {
    const state = byId.get(id);
    const text = state ? stateText(description.id, state) : undefined;
    return text ? i18n._(text.label) : id;
  };
  const param = (value: unknown) => stateName(String(value));
  const event = (type: string) => (EVENT_TEXT[type] ? i18n._(EVENT_TEXT[type]) : type);
  const actor = (name: string) => (ACTOR_TEXT[name] ? i18n._(ACTOR_TEXT[name]) : name);
  const guards = (terms: GuardTerm[]) => (terms.length ? terms.map((term) => guardWords(i18n, term, param)).join(i18n._(msg` and `)) : null);
  return {
    stateName,
    description: (state) => {
      const text = stateText(description.id, state);
      return text ? i18n._(text.description) : null;
    },
    event,
    actor,
    guards,
    state: (state) => stateName(state.id),
    transition: (transition: TransitionDescription) => {
      const condition = guards(distinctGuards(transition, common));
      const who = actor(transition.actor);
      // Two lines at most: a taller label pushes every layer of the chart apart.
      return [event(transition.event), condition ? i18n._(msg`by: ${who}, if ${condition}`) : i18n._(msg`by: ${who}`)];
    },
  };
}
