import type { StateDescription } from '../../../../../machines/describe/graph';
import { HIRING_STATE_TEXT } from './hiring-state-text';
import { ONBOARDING_STATE_TEXT } from './onboarding-state-text';
import type { StateText } from './state-text-shape';

const TEXT: Record<string, Record<string, StateText>> = {
  hiring: HIRING_STATE_TEXT,
  onboarding: ONBOARDING_STATE_TEXT,
};

/** A state's human name and description: by full path, else by key (repeated inner states), else none. */
export function stateText(machineId: string, state: Pick<StateDescription, 'id' | 'key'>): StateText | undefined {
  const table = TEXT[machineId];
  return table?.[state.id] ?? table?.[state.key];
}
