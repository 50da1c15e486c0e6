import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { distinctCells, type PointPlace, recomputeCells, windowStart } from './cells.ts';
import { grossMonthly } from '../../../machines/working-time.ts';
import { completeTerms } from '../../../machines/post-terms.ts';

type Db = Kysely<Database>;

export const CELLS_JOB = 'insight.cells' as const;
/** Changes within one minute share one recompute of their cells, run when the minute is over. */
const BUCKET_MS = 60_000;

/** States whose process holds a final offer the candidate accepted (the hire may still be confirmed). */
export const ACCEPTED_STATES = ['offerAccepted', 'archived.hired'] as const;

/** A post's one figure: the midpoint of its range (one point per post, so one post counts once, as one employer). */
export function postFigure(min: number | null, max: number | null): number | null {
  if (min && max) return Math.round((min + max) / 2);
  return min || max || null;
}

/**
 * Queues the recompute of a point's cells at the end of the current minute; the dedup key is the minute's, so every
 * change in it shares one job, and a change made after that job ran queues the next minute's.
 */
export async function queueCells(db: Db, place: PointPlace, now: Date): Promise<void> {
  const due = new Date(Math.floor(now.getTime() / BUCKET_MS) * BUCKET_MS + BUCKET_MS);
  const key = `${CELLS_JOB}:${place.job_title}:${place.specialty ?? ''}:${place.city}:${due.toISOString()}`;
  await enqueueJob(db, { kind: CELLS_JOB, payload: place, runAt: due, dedupKey: key }, now);
}

/**
 * Keeps a post's point as the post now reads; call it in the transaction that wrote the post. The range of a post
 * with its terms is gross monthly LEI (the form says so); a post written before terms were asked stated no basis, so
 * it counts only once the company completes its terms. Both the place the point left and the one it moved to are
 * recomputed. An archived post keeps counting: its range was on the market, and the 12-month window retires it.
 */
export async function notePostChange(db: Db, needId: number, now: Date): Promise<void> {
  const need = await db
    .selectFrom('needs as n')
    .innerJoin('cities as c', 'c.slug', 'n.city')
    .selectAll('n')
    .select('c.county_code')
    .where('n.id', '=', needId)
    .executeTakeFirst();
  const old = await db
    .deleteFrom('salary_points')
    .where('source', '=', 'post')
    .where('source_id', '=', needId)
    .returning(['job_title', 'specialty', 'city', 'county_code'])
    .executeTakeFirst();
  if (old) await queueCells(db, old, now);
  const salary = need && completeTerms(need) && postFigure(need.salary_min, need.salary_max);
  if (!need || !salary) return;
  const place = { job_title: need.job_title, specialty: need.specialty, city: need.city, county_code: need.county_code };
  await db
    .insertInto('salary_points')
    .values({ source: 'post', source_id: needId, company_id: need.company_id, ...place, salary, observed_at: need.updated_at })
    .execute();
  if (!old || old.job_title !== place.job_title || old.specialty !== place.specialty || old.city !== place.city) await queueCells(db, place, now);
}

/**
 * Counts a final offer the moment it is accepted: its point and its cells, in the acceptance's transaction, so the
 * next read of the insight already has it (what may be shown is still decided at read time, k-anonymity.ts).
 */
export async function noteAcceptedOffer(trx: Db, processId: number, now: Date): Promise<void> {
  await recomputeCells(trx, distinctCells(await syncAcceptedOffers(trx, now, processId)), now);
}

/**
 * Counts accepted final offers that have no point yet: the one just accepted (`processId`), or, from the daily
 * rebuild, any the acceptance did not count (processes written before the insight existed, or by the seed). The
 * partial index on accepted states keeps this to those processes. An accepted offer stays a point even if withdrawn
 * later: the pay was agreed. Returns the places it touched.
 */
export async function syncAcceptedOffers(db: Db, now: Date, processId?: number): Promise<PointPlace[]> {
  const fresh = await db
    .selectFrom('processes as p')
    .innerJoin('needs as n', 'n.id', 'p.need_id')
    .innerJoin('cities as c', 'c.slug', 'n.city')
    .select([
      'p.id',
      'p.company_id',
      'n.job_title',
      'n.specialty',
      'n.city',
      'c.county_code',
      sql<number | null>`(p.snapshot->'context'->'finalOffer'->>'salary')::int`.as('salary'),
      sql<string | null>`p.snapshot->'context'->'finalOffer'->>'salaryBasis'`.as('basis'),
      sql<Date>`coalesce((select min(e.created_at) from process_events e where e.process_id = p.id and e.type = 'candidate.acceptFinalOffer'), p.updated_at)`.as(
        'accepted_at',
      ),
    ])
    .where('p.state', 'in', [...ACCEPTED_STATES])
    .$if(processId !== undefined, (q) => q.where('p.id', '=', processId!))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('salary_points as s').select('s.id').where('s.source', '=', 'offer').whereRef('s.source_id', '=', 'p.id'))),
    )
    .execute();
  const rows = fresh.flatMap((r) => {
    const salary = r.salary ? grossMonthly(r.salary, r.basis) : null;
    if (!salary || new Date(r.accepted_at) <= windowStart(now)) return [];
    const place = { job_title: r.job_title, specialty: r.specialty, city: r.city, county_code: r.county_code };
    return [{ source: 'offer', source_id: r.id, company_id: r.company_id, ...place, salary, observed_at: new Date(r.accepted_at) }];
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('salary_points')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['source', 'source_id']).doNothing())
      .execute();
  }
  return rows;
}

/** Retires the points older than the window; returns their places so their cells are recomputed. */
export async function dropExpired(db: Db, now: Date): Promise<PointPlace[]> {
  return db
    .deleteFrom('salary_points')
    .where('observed_at', '<=', windowStart(now))
    .returning(['job_title', 'specialty', 'city', 'county_code'])
    .execute();
}
