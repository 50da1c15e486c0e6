import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../db/types.ts';

// Typed tables of the privacy migrations (0120_*), added to the shared Database by module augmentation.

export type AccessedData = 'profile' | 'cv';

export interface CandidateAccessLogTable {
  id: Generated<string>;
  candidate_id: number;
  viewer_id: number;
  viewer_role: 'company' | 'care';
  what: AccessedData;
  at: Timestamp;
}

/** One step of an export or an erasure (who asked, what was done), for the user and for care. */
export interface PrivacyLogTable {
  id: Generated<string>;
  user_id: number;
  action: PrivacyAction;
  actor_id: number | null;
  detail: Json<Record<string, unknown>>;
  at: Timestamp;
}

export type PrivacyAction = 'export' | 'erasure.requested' | 'erasure.processClosed' | 'erasure.completed';

declare module '../db/types.ts' {
  interface Database {
    candidate_access_log: CandidateAccessLogTable;
    privacy_log: PrivacyLogTable;
  }
  interface UsersTable {
    /** Set when the account was erased: the row stays as a pseudonymous id. */
    erased_at: NullableTimestamp;
  }
}
