import type { ColumnType } from 'kysely';
import type { Json, NullableTimestamp, Timestamp } from '../db/types.ts';
import '../workflow/tables.ts';

// Typed tables and columns of migration 0020_company, added to the shared Database by module augmentation.

export interface CompanyAvailabilityTable {
  company_id: number;
  weekday: number; // 0 = Monday .. 4 = Friday (working days only, migration 0171)
  start_minute: number; // minutes after local midnight (Europe/Bucharest)
  end_minute: number;
}

/** One row per company and candidate linked by at least one process; kept by a trigger on processes. */
export interface CompanyCandidatesTable {
  company_id: number;
  candidate_id: number;
  first_process_at: Timestamp;
  last_process_id: number;
  last_changed_at: Timestamp;
  process_count: number;
}

declare module '../workflow/tables.ts' {
  interface NeedsTable {
    title: string | null;
    tags: Json<string[]>; // competency slugs
    address: string | null;
    schedule: string | null; // schedule slug
    positions: ColumnType<number, number | undefined, number>;
    archived_at: NullableTimestamp;
    archive_reason: string | null; // company refusal reason slug
    archive_text: string | null;
  }
}

declare module '../db/types.ts' {
  interface CandidatesTable {
    /** Generated: the name folded for "name contains" (see 0020_company). Never written. */
    name_search: ColumnType<string, never, never>;
  }
  interface Database {
    company_availability: CompanyAvailabilityTable;
    company_candidates: CompanyCandidatesTable;
  }
}
