import type { Migration } from 'kysely/migration';
import * as platform from './0001_platform.ts';

// Static list (no directory scanning): bundlers and tsx agree, and the order is explicit.
// Numbers 0010-0019 are reserved for the workflow area (0010_workflow: processes and their events).
export const migrations: Record<string, Migration> = {
  '0001_platform': platform,
};
