import { sql } from 'kysely';
import type { Db } from '../db/create-database.ts';
import type { Point } from './distance.ts';
import type { MatchCandidate, MatchNeed } from './rank.ts';

/** Ended processes that count as the candidate not showing up (interview missed, phone screen missed). */
export const NO_SHOW_STATES = ['archived.candidateAbsent', 'archived.notPresented'];

export async function loadMatchNeed(db: Db, needId: number): Promise<(MatchNeed & { archived: boolean }) | undefined> {
  const row = await db
    .selectFrom('needs')
    .select(['id', 'company_id', 'job_title', 'specialty', 'city', 'work_type', 'salary_min', 'salary_max', 'archived'])
    .select(sql<string[]>`needs.tags`.as('tags'))
    .where('id', '=', needId)
    .executeTakeFirst();
  if (!row) return undefined;
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
    archived: row.archived,
  };
}

/**
 * Candidates worth ranking for a need: same job title, looking for a job, not already in a process for it.
 * The SQL only narrows cheaply; every criterion is decided by the pure ranking (rank.ts).
 */
export async function loadMatchCandidates(db: Db, need: MatchNeed): Promise<MatchCandidate[]> {
  const rows = await db
    .selectFrom('candidates')
    .select([
      'user_id',
      'category',
      'sub_category',
      'work_type',
      'city',
      'max_distance_in_km',
      'preferred_cities',
      'work_locations',
      'open_to_relocation',
      'min_salary',
      'max_salary',
      'blacklisted_companies',
      'job_search_status',
      'tags',
    ])
    .select((eb) =>
      eb
        .selectFrom('processes')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('processes.candidate_id', '=', 'candidates.user_id')
        .where('processes.state', 'in', NO_SHOW_STATES)
        .as('no_shows'),
    )
    .where('category', '=', need.jobTitle)
    .where('job_search_status', 'in', ['ready', 'interviewing'])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('processes').select('id').whereRef('processes.candidate_id', '=', 'candidates.user_id').where('processes.need_id', '=', need.id))),
    )
    .orderBy('user_id')
    .execute();
  return rows.map((r) => ({
    id: r.user_id,
    jobTitle: r.category,
    specialty: r.sub_category,
    workType: r.work_type,
    city: r.city,
    maxDistanceKm: r.max_distance_in_km,
    preferredCities: r.preferred_cities,
    workLocations: r.work_locations,
    openToRelocation: r.open_to_relocation ?? false,
    salaryMin: r.min_salary,
    salaryMax: r.max_salary,
    blacklistedCompanies: r.blacklisted_companies,
    jobSearchStatus: r.job_search_status,
    competencies: r.tags,
    noShows: r.no_shows ?? 0,
  }));
}

/** Coordinates of the need's city and of the candidates' home cities. */
export async function loadCityPoints(db: Db, slugs: string[]): Promise<Map<string, Point>> {
  const unique = [...new Set(slugs)];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('cities').select(['slug', 'lat', 'lng']).where('slug', 'in', unique).execute();
  return new Map(rows.map((r) => [r.slug, { lat: r.lat, lng: r.lng }]));
}

/** Live (not archived) processes of a need: matching keeps this many up to the top N. */
export async function countLiveProcesses(db: Db, needId: number): Promise<number> {
  const row = await db
    .selectFrom('processes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('need_id', '=', needId)
    .where('archived', '=', false)
    .executeTakeFirstOrThrow();
  return row.n;
}
