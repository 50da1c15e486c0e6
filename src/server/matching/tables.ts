import type { Timestamp } from '../db/types.ts';

// Typed tables of migration 0030_ops for matching, added to the shared Database by module augmentation.

export interface MatchRecommendationsTable {
  need_id: number;
  candidate_id: number;
  process_id: number | null;
  source: 'matching' | 'care';
  score: number | null;
  created_at: Timestamp;
}

export interface NeedMatchingRunsTable {
  need_id: number;
  first_run_at: Timestamp;
  last_run_at: Timestamp;
  offers_created: number;
}

declare module '../db/types.ts' {
  interface Database {
    match_recommendations: MatchRecommendationsTable;
    need_matching_runs: NeedMatchingRunsTable;
  }
}
