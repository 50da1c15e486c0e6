import { limitBreaches, type WorkingTimeFactor } from '../../../machines/working-time.ts';
import type { Db } from '../db/create-database.ts';
import { exclusionsOf, type MatchNeed } from './rank.ts';
import { loadLeftOutCandidates } from './repository.ts';

/**
 * How many candidates left out by their limits a post keeps per run: the nearest ones, enough for care to see
 * whom the post's terms cost it, bounded so a post at a million candidates writes a few rows, not thousands.
 */
export const LEFT_OUT_KEPT = 20;

/**
 * Replaces the post's list of candidates its matching run left out only because the post breaks a limit they
 * stated (every other criterion holds), with the limits broken. A candidate who also misses another criterion is
 * not listed: her limits are not why she was left out.
 */
export async function recordLeftOut(db: Db, need: MatchNeed, today: string, now: Date): Promise<void> {
  const candidates = await loadLeftOutCandidates(db, need, today, LEFT_OUT_KEPT);
  const rows = candidates.flatMap((c) => {
    const reasons = limitBreaches(need.workingTime, c.limits);
    const others = exclusionsOf(need, c).filter((e) => !(reasons as string[]).includes(e));
    return reasons.length && !others.length
      ? [{ need_id: need.id, candidate_id: c.id, reasons: JSON.stringify(reasons), distance_km: roundKm(c.distanceKm), run_at: now }]
      : [];
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('matching_left_out').where('need_id', '=', need.id).execute();
    if (rows.length) await trx.insertInto('matching_left_out').values(rows).execute();
  });
}

const roundKm = (km: number | null) => (km === null ? null : Math.round(km));

export type LeftOutRow = { candidate_id: number; name: string; reasons: WorkingTimeFactor[]; distance_km: number | null; run_at: Date };

/** The post's candidates left out by their limits at its last matching run, nearest first. */
export async function leftOutOf(db: Db, needId: number): Promise<LeftOutRow[]> {
  return db
    .selectFrom('matching_left_out as l')
    .innerJoin('candidates as c', 'c.user_id', 'l.candidate_id')
    .select(['l.candidate_id', 'c.full_name as name', 'l.reasons', 'l.distance_km', 'l.run_at'])
    .where('l.need_id', '=', needId)
    .orderBy('l.distance_km', 'asc')
    .orderBy('l.candidate_id')
    .execute();
}
