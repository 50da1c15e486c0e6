import { type Selectable, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Db } from '../db/create-database.ts';
import type { PostWorkingTime, ShiftPattern } from '../../../machines/working-time.ts';
import type { MatchNeed } from './rank.ts';
import { licenceBodyOf } from '../licences/bodies.ts';

// The post's side of matching: the columns of a need it weighs and the need as rank.ts reads them. The candidates'
// side, and the SQL that finds them for a need, is repository.ts.

type MatchNeedRow = Pick<
  Selectable<Database['needs']>,
  | 'id'
  | 'company_id'
  | 'job_title'
  | 'specialty'
  | 'city'
  | 'work_type'
  | 'salary_min'
  | 'salary_max'
  | 'shift_pattern'
  | 'garzi_per_month'
  | 'night_work'
  | 'weekend_work'
> & { tags: string[] | null };

/** The need's columns matching weighs (rank.ts), on the needs table as `n` (`tags` apart: select it as below). */
export const MATCH_NEED_COLUMNS = [
  'n.id',
  'n.company_id',
  'n.job_title',
  'n.specialty',
  'n.city',
  'n.work_type',
  'n.salary_min',
  'n.salary_max',
  'n.shift_pattern',
  'n.garzi_per_month',
  'n.night_work',
  'n.weekend_work',
] as const;

/** A need as matching weighs it. */
export function toMatchNeed(row: MatchNeedRow): MatchNeed {
  return {
    id: row.id,
    companyId: row.company_id,
    jobTitle: row.job_title,
    specialty: row.specialty,
    city: row.city,
    workType: row.work_type,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    tags: row.tags ?? [],
    licenceBody: licenceBodyOf(row.job_title)?.code ?? null,
    workingTime: postWorkingTime(row),
  };
}

export async function loadMatchNeed(db: Db, needId: number): Promise<(MatchNeed & { archived: boolean }) | undefined> {
  const row = await db
    .selectFrom('needs as n')
    .select([...MATCH_NEED_COLUMNS, 'n.archived'])
    .select(sql<string[]>`n.tags`.as('tags'))
    .where('n.id', '=', needId)
    .executeTakeFirst();
  return row && { ...toMatchNeed(row), archived: row.archived };
}

/** A post's working time as the limits are weighed against it (the columns of 0450_post_terms). */
export function postWorkingTime(row: {
  shift_pattern: ShiftPattern | null;
  garzi_per_month: number | null;
  night_work: boolean | null;
  weekend_work: boolean | null;
}): PostWorkingTime {
  return {
    shiftPattern: row.shift_pattern,
    garziPerMonth: row.garzi_per_month,
    nightWork: row.night_work,
    weekendWork: row.weekend_work,
  };
}
