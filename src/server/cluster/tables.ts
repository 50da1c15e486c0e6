import type { Timestamp } from '../db/types.ts';

// Typed tables of migration 0150_cluster, added to the shared Database by module augmentation.

export interface StoredFilesTable {
  key: string;
  data: Buffer;
  updated_at: Timestamp;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

declare module '../db/types.ts' {
  interface Database {
    stored_files: StoredFilesTable;
    rate_limit_counters: RateLimitCountersTable;
  }
}
