import type { Generated } from 'kysely';
import type { Timestamp } from '../db/types.ts';

// Typed table of migration 0040_recommendations, added to the shared Database by module augmentation.
export interface RecommendationsTable {
  id: Generated<number>;
  recommender_id: number;
  process_id: number | null;
  full_name: string;
  email: string; // lower-case
  phone: string; // without separators
  created_at: Timestamp;
}

declare module '../db/types.ts' {
  interface Database {
    recommendations: RecommendationsTable;
  }
}
