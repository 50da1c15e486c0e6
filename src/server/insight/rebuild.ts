import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import { windowStart } from './cells.ts';

type Db = Kysely<Database>;

/** A post (alias n) missing a required term: one written before terms were asked. */
const LACKS_TERMS = sql`n.salary_min is null or n.salary_max is null or n.norma is null or n.shift_pattern is null
  or n.garzi_per_month is null or n.night_work is null or n.weekend_work is null or n.contract_kind is null or n.probation_days is null`;

/**
 * Points for posts that have none (posts written before the insight existed, or a write whose point was lost),
 * set-based: the midpoint of each range in the window, as notePostChange writes it. Only posts that state their
 * terms: the range of one written before they were asked has no stated basis (every required term is set together
 * by the post form, so one missing term marks such a post).
 */
export async function backfillPostPoints(db: Db, now: Date): Promise<void> {
  // A point counted before this rule for a post that still lacks its terms leaves; its cells follow at the rebuild.
  await sql`
    delete from salary_points p using needs n
    where p.source = 'post' and p.source_id = n.id and (${LACKS_TERMS})`.execute(db);
  await sql`
    insert into salary_points (source, source_id, company_id, job_title, specialty, city, county_code, salary, observed_at)
    select 'post', n.id, n.company_id, n.job_title, n.specialty, n.city, c.county_code,
           round((n.salary_min + n.salary_max) / 2.0)::int, n.updated_at
    from needs n join cities c on c.slug = n.city
    where not (${LACKS_TERMS}) and n.updated_at > ${windowStart(now)}
    on conflict (source, source_id) do nothing`.execute(db);
}

/**
 * Every cell from every point in the window in a few set-based statements, replacing the table in one transaction
 * (readers see the old cells until it commits). The daily safety net behind the incremental recomputes, and the
 * first fill after the migration. Same figures as recomputeCell: rounded to 50 lei.
 */
export async function rebuildAllCells(db: Db, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from salary_cells`.execute(trx);
    await sql`
      insert into salary_cells (job_title, specialty, level, place, points, employers, max_share, p10, p25, p50, p75, p90, computed_at)
      with pts as (select * from salary_points where observed_at > ${windowStart(now)}),
      expanded as (
        select job_title, '' as specialty, company_id, salary, city, county_code from pts
        union all
        select job_title, specialty, company_id, salary, city, county_code from pts where specialty is not null
      ),
      placed as (
        select job_title, specialty, 'city' as level, city as place, company_id, salary from expanded
        union all select job_title, specialty, 'county', county_code, company_id, salary from expanded
        union all select job_title, specialty, 'country', '', company_id, salary from expanded
      ),
      per_employer as (select job_title, specialty, level, place, company_id, count(*) as n from placed group by 1, 2, 3, 4, 5),
      employers as (select job_title, specialty, level, place, count(*) as employers, max(n) as top from per_employer group by 1, 2, 3, 4),
      figures as (
        select job_title, specialty, level, place, count(*) as points,
               percentile_cont(array[0.1, 0.25, 0.5, 0.75, 0.9]) within group (order by salary) as q
        from placed group by 1, 2, 3, 4
      )
      select f.job_title, f.specialty, f.level, f.place, f.points, e.employers, e.top::float / f.points,
             (round((f.q[1] / 50)::numeric) * 50)::int, (round((f.q[2] / 50)::numeric) * 50)::int, (round((f.q[3] / 50)::numeric) * 50)::int,
             (round((f.q[4] / 50)::numeric) * 50)::int, (round((f.q[5] / 50)::numeric) * 50)::int, ${now}
      from figures f join employers e using (job_title, specialty, level, place)`.execute(trx);
  });
}
