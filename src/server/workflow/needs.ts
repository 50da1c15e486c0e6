import type { Db } from '../db/create-database.ts';
import type { WorkType } from '../db/types.ts';

// The needs API belongs to the company area (src/server/needs); the workflow only needs to add a need for its
// demo seed and its own suites.
export type NewNeed = {
  companyId: number;
  jobTitle: string;
  specialty?: string | null;
  city: string;
  workType: WorkType;
  salaryMin?: number | null;
  salaryMax?: number | null;
  description?: string | null;
};

export async function insertNeed(db: Db, need: NewNeed, now: Date): Promise<number> {
  const row = await db
    .insertInto('needs')
    .values({
      company_id: need.companyId,
      job_title: need.jobTitle,
      specialty: need.specialty ?? null,
      city: need.city,
      work_type: need.workType,
      salary_min: need.salaryMin ?? null,
      salary_max: need.salaryMax ?? null,
      description: need.description ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
