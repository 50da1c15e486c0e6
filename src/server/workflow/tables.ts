import type { Generated } from 'kysely';
import type { HiringEventType } from '../../../machines/index.ts';
import type { Json, Role, Timestamp } from '../db/types.ts';

// Typed tables of migration 0010_workflow, added to the shared Database by module augmentation.

export type NeedWorkType = 'full_time' | 'part_time';

export interface NeedsTable {
  id: Generated<number>;
  company_id: number;
  job_title: string; // job-title slug
  specialty: string | null; // specialty slug
  city: string; // city slug
  work_type: NeedWorkType;
  salary_min: number | null; // LEI
  salary_max: number | null; // LEI
  description: string | null;
  archived: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProcessesTable {
  id: Generated<number>;
  need_id: number;
  candidate_id: number;
  company_id: number;
  machine_version: number;
  snapshot: Json<unknown>;
  state: string; // stagePath of the snapshot, for queries
  candidate_status: string;
  company_status: string;
  archived: boolean;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProcessEventsTable {
  process_id: number;
  version: number;
  type: HiringEventType | 'process.create';
  payload: Json<unknown>;
  actor_id: number | null;
  actor_role: Role;
  from_state: string | null;
  to_state: string;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status: number;
  response: Json<unknown>;
  created_at: Timestamp;
}

declare module '../db/types.ts' {
  interface Database {
    needs: NeedsTable;
    processes: ProcessesTable;
    process_events: ProcessEventsTable;
    idempotency_keys: IdempotencyKeysTable;
  }
}
