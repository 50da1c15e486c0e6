import type { StateValue } from 'xstate';
import { ACTIVE_STAGES, ENDINGS, type ActiveStage, type Ending } from './hiring-context.ts';
import { stagePath } from './statuses.ts';

/**
 * Every state a process can rest in, as the dotted path the API, the database and the screens carry: the active
 * stages and the archive's endings. The contract's `state` is this enum and the processes table's column this type,
 * so a renamed or misspelt state fails `tsc` wherever it is written; state-paths.test.ts holds it to the machine.
 */
export type StatePath = ActiveStage | `archived.${Ending}`;

export const STATE_PATHS: readonly StatePath[] = [...ACTIVE_STAGES, ...ENDINGS.map((ending) => `archived.${ending}` as const)];

const KNOWN: ReadonlySet<string> = new Set(STATE_PATHS);

export const isStatePath = (path: string): path is StatePath => KNOWN.has(path);

/** The state a hiring snapshot rests in; a value no state of the machine has is a broken snapshot. */
export function statePathOf(value: StateValue): StatePath {
  const path = stagePath(value);
  if (!isStatePath(path)) throw new Error(`not a state of the hiring machine: ${path}`);
  return path;
}
