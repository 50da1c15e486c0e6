import type { Generated } from 'kysely';
import type { Timestamp } from '../db/types.ts';

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

declare module '../db/types.ts' {
  interface Database {
    candidate_access_log: CandidateAccessLogTable;
  }
}
