import type { Generated } from 'kysely';
import type { Json, Role, Timestamp } from '../db/types.ts';

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

export interface PushEventsTable {
  id: Generated<number>;
  user_id: number | null;
  role: Role | null;
  type: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface StreamTicketsTable {
  ticket_hash: string;
  session_id: number;
  expires_at: Timestamp;
}

declare module '../db/types.ts' {
  interface Database {
    push_events: PushEventsTable;
    stream_tickets: StreamTicketsTable;
  }
}
