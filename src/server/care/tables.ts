import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/types.ts';

// Typed table of migration 0030_ops for care follow-ups, added to the shared Database by module augmentation.

export type CareFlagKind =
  | 'candidateNoShow'
  | 'companyNoShow'
  | 'finalOfferRejected'
  | 'proposalUnanswered'
  | 'presenceDisputed'
  | 'acceptedOfferWithdrawn'
  | 'reopenRequested';

export interface CareFlagsTable {
  id: Generated<number>;
  process_id: number;
  kind: CareFlagKind;
  dedup_key: string;
  created_at: Timestamp;
  resolved_at: NullableTimestamp;
  resolved_by: number | null;
  note: string | null;
  /** What the person who asked wrote (migration 0065): the reason of a request to reopen. */
  reason: Generated<string | null>;
}

declare module '../db/types.ts' {
  interface Database {
    care_flags: CareFlagsTable;
  }
}
