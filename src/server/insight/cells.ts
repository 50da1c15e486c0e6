import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Level } from './k-anonymity.ts';

type Db = Kysely<Database>;

/** A point's place: which cells it counts in. */
export type PointPlace = { job_title: string; specialty: string | null; city: string; county_code: string };

export type CellKey = { job_title: string; specialty: string; level: Level; place: string };

/** The window the insight describes: figures stated or agreed in the last 12 months. */
export function windowStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - 12);
  return start;
}

/**
 * The cells one point counts in: its city, county and the country, each for its specialty (when it has one) and for
 * the job title as a whole ('' = every specialty).
 */
export function cellsOf(point: PointPlace): CellKey[] {
  const specialties = point.specialty ? [point.specialty, ''] : [''];
  const places: Array<[Level, string]> = [
    ['city', point.city],
    ['county', point.county_code],
    ['country', ''],
  ];
  return specialties.flatMap((specialty) => places.map(([level, place]) => ({ job_title: point.job_title, specialty, level, place })));
}

/** Distinct cells of many points (a refresh that touched several points of one cell computes it once). */
export function distinctCells(points: PointPlace[]): CellKey[] {
  const seen = new Map<string, CellKey>();
  for (const key of points.flatMap(cellsOf)) seen.set(`${key.job_title}|${key.specialty}|${key.level}|${key.place}`, key);
  return [...seen.values()];
}

// Published figures are rounded to 50 lei (half up, as rebuild.ts's numeric round): the band describes a market, and a rounded figure is further from any one
// employer's exact number.
const round50 = (value: number) => Math.round(value / 50) * 50;

/**
 * Recomputes one cell from its points in the window (indexed by job title and city or county), or removes it when no
 * point is left. Every count and percentile is stored; what may be shown is decided at read time (k-anonymity.ts).
 */
export async function recomputeCell(db: Db, key: CellKey, now: Date): Promise<void> {
  const specialty = key.specialty ? sql`and specialty = ${key.specialty}` : sql``;
  const place = key.level === 'city' ? sql`and city = ${key.place}` : key.level === 'county' ? sql`and county_code = ${key.place}` : sql``;
  const { rows } = await sql<{ points: number; employers: number; top: number; q: number[] | null }>`
    with pts as (
      select company_id, salary from salary_points
      where job_title = ${key.job_title} and observed_at > ${windowStart(now)} ${specialty} ${place}
    ), by_employer as (select count(*) as n from pts group by company_id)
    select (select count(*) from pts)::int as points,
           (select count(*) from by_employer)::int as employers,
           coalesce((select max(n) from by_employer), 0)::int as top,
           (select percentile_cont(array[0.1, 0.25, 0.5, 0.75, 0.9]) within group (order by salary) from pts) as q`.execute(db);
  const stats = rows[0]!;
  const where = (q: ReturnType<typeof db.deleteFrom<'salary_cells'>>) =>
    q.where('job_title', '=', key.job_title).where('specialty', '=', key.specialty).where('level', '=', key.level).where('place', '=', key.place);
  if (!stats.points || !stats.q) {
    await where(db.deleteFrom('salary_cells')).execute();
    return;
  }
  const [p10, p25, p50, p75, p90] = stats.q.map((v) => round50(Number(v)));
  const values = {
    points: stats.points,
    employers: stats.employers,
    max_share: stats.top / stats.points,
    p10: p10!,
    p25: p25!,
    p50: p50!,
    p75: p75!,
    p90: p90!,
    computed_at: now,
  };
  await db
    .insertInto('salary_cells')
    .values({ ...key, ...values })
    .onConflict((oc) => oc.columns(['job_title', 'specialty', 'level', 'place']).doUpdateSet(values))
    .execute();
}

const cellLockKey = (k: CellKey) => `medilink:insight:${k.job_title}|${k.specialty}|${k.level}|${k.place}`;

/**
 * Recomputes the cells one at a time per cell: each cell's advisory lock is held to the end of the transaction, so
 * an acceptance recomputing in its own transaction and a job recomputing the same cell wait for each other, and the
 * later one reads every point the earlier committed (a cell never keeps a figure that misses a committed point).
 * Locks are taken in one order, so two writers never wait on each other in a circle.
 */
export async function recomputeCells(db: Db, keys: CellKey[], now: Date): Promise<void> {
  if (!keys.length) return;
  const work = async (trx: Db) => {
    for (const lock of [...new Set(keys.map(cellLockKey))].sort()) await sql`select pg_advisory_xact_lock(hashtext(${lock}))`.execute(trx);
    for (const key of keys) await recomputeCell(trx, key, now);
  };
  await (db.isTransaction ? work(db) : db.transaction().execute(work));
}
