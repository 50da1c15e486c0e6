import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Db } from '../db/create-database.ts';
import { NET_PER_GROSS, type PostWorkingTime } from '../../../machines/working-time.ts';
import { cityPoint, distanceKm } from './distance.ts';
import type { MatchCandidate, MatchNeed } from './rank.ts';

/** Ended processes that count as the candidate not showing up (interview missed, phone screen missed). */
export const NO_SHOW_STATES = ['archived.candidateAbsent', 'archived.notPresented'];

/** The candidate's columns matching weighs (rank.ts), on the candidates table as `c`. */
export const MATCH_CANDIDATE_COLUMNS = [
  'c.user_id',
  'c.category',
  'c.sub_category',
  'c.work_type',
  'c.city',
  'c.max_distance_in_km',
  'c.preferred_cities',
  'c.work_locations',
  'c.open_to_relocation',
  'c.min_salary',
  'c.max_salary',
  'c.salary_basis',
  'c.max_garzi_per_month',
  'c.accepts_nights',
  'c.accepts_weekends',
  'c.accepted_shift_patterns',
  'c.blacklisted_companies',
  'c.job_search_status',
  'c.tags',
  'c.salary_basis',
  'c.accepted_shift_patterns',
  'c.max_garzi_per_month',
  'c.accepts_nights',
  'c.accepts_weekends',
  'c.experience',
] as const;

/** How many interviews and phone screens the candidate `c` missed: a subquery to select as `no_shows`. */
export const noShows = sql<number>`(select count(*)::int from processes where processes.candidate_id = c.user_id and processes.state in (${sql.join(NO_SHOW_STATES)}))`;

/** The last valid day of the licence candidate `c` gave for `jobTitle` (a subquery to select), null when none. */
export const licenceExpiry = (jobTitle: string | RawBuilder<string>) =>
  sql<string | null>`(select l.expires_on::text from candidate_licences l where l.candidate_id = c.user_id and l.job_title = ${jobTitle})`;

type MatchCandidateRow = Pick<
  Selectable<Database['candidates']>,
  | 'user_id'
  | 'category'
  | 'sub_category'
  | 'work_type'
  | 'city'
  | 'max_distance_in_km'
  | 'preferred_cities'
  | 'work_locations'
  | 'open_to_relocation'
  | 'min_salary'
  | 'max_salary'
  | 'salary_basis'
  | 'max_garzi_per_month'
  | 'accepts_nights'
  | 'accepts_weekends'
  | 'accepted_shift_patterns'
  | 'blacklisted_companies'
  | 'job_search_status'
  | 'tags'
  | 'salary_basis'
  | 'accepted_shift_patterns'
  | 'max_garzi_per_month'
  | 'accepts_nights'
  | 'accepts_weekends'
  | 'experience'
> & { no_shows: number | null };

/**
 * A candidate as matching weighs her, `distanceKm` from her home to the need's city and `licenceExpiresOn` the end of
 * her licence for its job title. Only these columns: nothing of her age, sex, name or nationality reaches matching.
 */
export function toMatchCandidate(r: MatchCandidateRow, distanceKm: number | null, licenceExpiresOn: string | null): MatchCandidate {
  return {
    id: r.user_id,
    jobTitle: r.category,
    specialty: r.sub_category,
    workType: r.work_type,
    city: r.city,
    distanceKm,
    maxDistanceKm: r.max_distance_in_km,
    preferredCities: r.preferred_cities,
    workLocations: r.work_locations,
    openToRelocation: r.open_to_relocation ?? false,
    salaryMin: r.min_salary,
    salaryMax: r.max_salary,
    salaryBasis: r.salary_basis,
    limits: {
      acceptedShiftPatterns: r.accepted_shift_patterns,
      maxGarziPerMonth: r.max_garzi_per_month,
      acceptsNights: r.accepts_nights,
      acceptsWeekends: r.accepts_weekends,
    },
    experience: r.experience,
    licenceExpiresOn,
    blacklistedCompanies: r.blacklisted_companies,
    jobSearchStatus: r.job_search_status,
    competencies: r.tags,
    noShows: r.no_shows ?? 0,
  };
}

/**
 * True for a candidate `c` whose stated limits the post keeps (machines/working-time.ts `limitBreaches`, here in SQL
 * on the columns of candidates_matching_idx). What either side left unstated never excludes.
 */
export function keepsLimits(w: PostWorkingTime): RawBuilder<boolean> {
  const kept = limitChecks(w);
  return kept.length ? sql<boolean>`(${sql.join(kept, sql` and `)})` : sql<boolean>`true`;
}

function limitChecks(w: PostWorkingTime): RawBuilder<boolean>[] {
  const kept: RawBuilder<boolean>[] = [];
  if (w.shiftPattern !== null) kept.push(sql`(jsonb_array_length(c.accepted_shift_patterns) = 0 or c.accepted_shift_patterns ? ${w.shiftPattern})`);
  if (w.garziPerMonth !== null) kept.push(sql`coalesce(c.max_garzi_per_month, 31) >= ${w.garziPerMonth}`);
  if (w.nightWork) kept.push(sql`c.accepts_nights is not false`);
  if (w.weekendWork) kept.push(sql`c.accepts_weekends is not false`);
  return kept;
}

/** The candidate `c`'s desired pay bound as gross monthly LEI, the basis of a post's range (machines/working-time.ts). */
const grossOf = (column: 'min_salary' | 'max_salary') =>
  sql<number>`case when c.salary_basis = 'gross' then c.${sql.raw(column)} else round(c.${sql.raw(column)} / ${sql.lit(NET_PER_GROSS)}) end`;

/**
 * Candidates who fit a need by every criterion the SQL can decide (rank.ts decides the same again, and ranks): job
 * title and specialty, looking for a job, work type, salary range (both gross), the working-time limits they stated,
 * location, not black-listing the company, not already in a process for it. Only what is left is loaded, with its no-show count.
 *
 * At a million candidates the plan reads indexes, not the table (0170_earth_distance): the job seekers' scalar columns
 * come from candidates_matching_idx (index only). Location is the need's city within the candidate's reach, among the
 * cities they named, or they would move: `near` holds the cities within the largest reach among the job title's
 * seekers (one probe of that index, then the GiST index on cities.point) with their distance; the named cities
 * are found through their GIN indexes. The table is read for the candidates left only.
 *
 * A candidate whose licence to practise for the need's job title expired before `today` (Bucharest date) is
 * skipped; one who gave no licence yet is still matched: care checks it in the phone screen before validating.
 */
export async function loadMatchCandidates(db: Db, need: MatchNeed, today: string): Promise<MatchCandidate[]> {
  return selectCandidates(db, need, today, keepsLimits(need.workingTime));
}

/**
 * The `max` nearest candidates who fit the need by every criterion but the limits they stated, which the post
 * breaks: care's "left out by their limits" list. Nothing when the post states no working time.
 */
export async function loadLeftOutCandidates(db: Db, need: MatchNeed, today: string, max: number): Promise<MatchCandidate[]> {
  if (!limitChecks(need.workingTime).length) return [];
  return selectCandidates(db, need, today, sql<boolean>`not ${keepsLimits(need.workingTime)}`, max);
}

async function selectCandidates(db: Db, need: MatchNeed, today: string, limits: RawBuilder<boolean>, max?: number) {
  // Literal, not bound: the planner must see that the query implies candidates_matching_idx's predicate.
  const seeking = sql<boolean>`c.job_search_status in ('ready', 'interviewing')`;
  const workType = need.workType === 'both' ? sql`c.work_type is not null` : sql`c.work_type in (${need.workType}, 'both')`;
  // The two salary ranges overlap, both gross; an open end is unbounded (rank.ts `overlaps`).
  const salary = sql`(c.max_salary is null or ${grossOf('max_salary')} >= ${need.salaryMin ?? 0})
    and ${need.salaryMax === null ? sql`true` : sql`coalesce(${grossOf('min_salary')}, 0) <= ${need.salaryMax}`}`;
  const specialty = need.specialty === null ? sql`true` : sql`c.sub_category = ${need.specialty}`;
  const fitting = sql<boolean>`c.category = ${need.jobTitle} and ${seeking} and ${specialty} and ${workType} and ${salary} and ${limits}`;

  const rows = await db
    .with('target', (q) => q.selectFrom('cities').select(cityPoint('cities').as('point')).where('slug', '=', need.city))
    .with('reach', (q) =>
      q
        .selectFrom('candidates as c')
        .select(sql<number>`coalesce(max(c.max_distance_in_km), 0)`.as('km'))
        .where('c.category', '=', need.jobTitle)
        .where(seeking),
    )
    .with('near', (q) =>
      q
        .selectFrom(['cities', 'target', 'reach'])
        .select(['cities.slug', distanceKm(cityPoint('cities'), sql.ref('target.point')).as('km')])
        .where(sql<boolean>`earth_box(target.point, reach.km * 1000) @> cities.point`),
    )
    .with('fits', (q) => {
      const branch = (location: RawBuilder<boolean>) =>
        q.selectFrom('candidates as c').leftJoin('near', 'near.slug', 'c.city').select(['c.user_id', 'near.km']).where(fitting).where(location);
      return branch(sql`(near.km <= coalesce(c.max_distance_in_km, 0) or coalesce(c.open_to_relocation, false))`).union(
        branch(sql`(c.preferred_cities ? ${need.city} or c.work_locations ? ${need.city})`),
      );
    })
    .selectFrom('fits')
    .innerJoin('candidates as c', 'c.user_id', 'fits.user_id')
    .select([...MATCH_CANDIDATE_COLUMNS, 'fits.km as distance_km', noShows.as('no_shows'), licenceExpiry(need.jobTitle).as('licence_expires_on')])
    .where(sql<boolean>`not (c.blacklisted_companies ? ${String(need.companyId)})`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('candidate_licences as l')
            .select('l.candidate_id')
            .whereRef('l.candidate_id', '=', 'c.user_id')
            .where('l.job_title', '=', need.jobTitle)
            .where('l.expires_on', '<', today),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('processes').select('id').whereRef('processes.candidate_id', '=', 'c.user_id').where('processes.need_id', '=', need.id),
        ),
      ),
    )
    .$if(max === undefined, (q) => q.orderBy('c.user_id'))
    .$if(max !== undefined, (q) =>
      q
        .orderBy(sql`fits.km asc nulls last`)
        .orderBy('c.user_id')
        .limit(max!),
    )
    .execute();
  return rows.map((r) => toMatchCandidate(r, r.distance_km, r.licence_expires_on));
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
