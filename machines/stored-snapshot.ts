import type { SnapshotFrom } from 'xstate';
import type { HiringContext } from './hiring-context.ts';
import type { hiringMachine } from './hiring.machine.ts';

/**
 * A hiring process as the database stores it (`processes.snapshot`, xstate's persisted snapshot as JSON): the
 * machine's own state value and context, which holds only strings, numbers and plain objects, so reading it back
 * yields exactly this shape. The column is typed with it, so every reader sees the machine's names and a renamed
 * context field fails `tsc` where it is read.
 */
export type StoredHiringSnapshot = {
  value: SnapshotFrom<typeof hiringMachine>['value'];
  context: HiringContext;
  status: SnapshotFrom<typeof hiringMachine>['status'];
};
