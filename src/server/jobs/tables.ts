import type { Generated } from 'kysely';
import type { Json, NullableTimestamp, Timestamp } from '../db/types.ts';

// Typed table of migration 0030_ops (the job queue), added to the shared Database by module augmentation.

export type JobStatus = 'pending' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: Json<Record<string, unknown>>;
  dedup_key: string | null;
  status: Generated<JobStatus>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  done_at: NullableTimestamp;
}

declare module '../db/types.ts' {
  interface Database {
    jobs: JobsTable;
  }
}
