import type { Db } from '../db/create-database.ts';
import { type Explanation, explainMatch, type Verdict } from './explain.ts';
import { currentVerdicts } from './explanations.ts';
import { loadNearestOfTitle } from './left-out-repository.ts';
import { type LeftOutReason, type StoredFactor, storedFactorsOf } from './stored-factors.ts';
import { exclusionsOf, type MatchCandidate, MAX_NO_SHOWS, type MatchNeed } from './rank.ts';
import { loadLeftOutCandidates } from './repository.ts';

/**
 * How many candidates of each kind a post keeps per run (those its terms left out, and the nearest of its job title
 * it did not offer): enough for care to see whom the post missed and why, bounded so a post at a million candidates
 * writes a few rows, not thousands.
 */
export const LEFT_OUT_KEPT = 20;

/**
 * Every reason `c` was not offered the post (stored-factors.ts LeftOutReason): the criteria she misses, and an
 * expired licence as her explanation's licence factor found it (machines/licence.ts decides).
 */
function leftOutReasons(need: MatchNeed, c: MatchCandidate, explanation: Explanation): LeftOutReason[] {
  const reasons: LeftOutReason[] = exclusionsOf(need, c);
  if (explanation.factors.some((f) => f.factor === 'licence' && f.verdict === 'breaks')) reasons.push('licenceExpired');
  return reasons.length ? reasons : ['rankedBelow'];
}

/**
 * Replaces the post's list of candidates its matching run did not offer it: the nearest of those the post's stated
 * working time left out (whom its terms cost it), and the nearest of its job title in no process for it, whatever
 * kept them out. Each with every reason and every factor of her explanation (explain.ts, the one source of verdicts:
 * care reads her factors as it reads a recommended candidate's). Runs after the offers: whoever was offered now is in
 * a process, and not listed.
 */
export async function recordLeftOut(db: Db, need: MatchNeed, today: string, now: Date): Promise<void> {
  const byLimits = await loadLeftOutCandidates(db, need, today, LEFT_OUT_KEPT);
  const nearest = await loadNearestOfTitle(db, need, LEFT_OUT_KEPT);
  // A candidate on both lists once.
  const candidates = new Map([...byLimits, ...nearest].map((c) => [c.id, c]));
  const rows = [...candidates.values()].map((c) => {
    const explanation = explainMatch(need, c, now.toISOString(), MAX_NO_SHOWS);
    return {
      need_id: need.id,
      candidate_id: c.id,
      reasons: JSON.stringify(leftOutReasons(need, c, explanation)),
      factors: JSON.stringify(storedFactorsOf(explanation)),
      distance_km: roundKm(c.distanceKm),
      run_at: now,
    };
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('matching_left_out').where('need_id', '=', need.id).execute();
    if (rows.length) await trx.insertInto('matching_left_out').values(rows).execute();
  });
}

const roundKm = (km: number | null) => (km === null ? null : Math.round(km));

export type LeftOutRow = {
  candidate_id: number;
  name: string;
  reasons: LeftOutReason[];
  /** Null on a row written before factors were kept. */
  factors: StoredFactor[] | null;
  distance_km: number | null;
  run_at: Date;
};

/** The candidates the post's last matching run did not offer it, with why, nearest first. */
export async function leftOutOf(db: Db, needId: number): Promise<LeftOutRow[]> {
  const rows = await db
    .selectFrom('matching_left_out as l')
    .innerJoin('candidates as c', 'c.user_id', 'l.candidate_id')
    .select(['l.candidate_id', 'c.full_name as name', 'l.reasons', 'l.factors', 'l.distance_km', 'l.run_at'])
    .where('l.need_id', '=', needId)
    .orderBy('l.distance_km', 'asc')
    .orderBy('l.candidate_id')
    .execute();
  return rows;
}

export type RecommendedRow = {
  process_id: number | null;
  candidate_id: number;
  name: string;
  source: string;
  rank: number;
  version: number;
  outcome: string | null;
  created_at: Date;
  factors: Array<StoredFactor & { verdict: Verdict; overridden: boolean }>;
};

/**
 * Who the post was recommended to, best rank first: each stored explanation (explanations.ts) with its factors as
 * care last set them (an override replaces the verdict), the outcome of care's decision and the logic's version.
 */
export async function recommendedFor(db: Db, needId: number): Promise<RecommendedRow[]> {
  const rows = await db
    .selectFrom('match_explanations as e')
    .innerJoin('candidates as c', 'c.user_id', 'e.candidate_id')
    .select([
      'e.id',
      'e.process_id',
      'e.candidate_id',
      'c.full_name as name',
      'e.source',
      'e.rank',
      'e.logic_version',
      'e.outcome',
      'e.created_at',
      'e.factors',
    ])
    .where('e.need_id', '=', needId)
    .orderBy('e.rank', 'desc')
    .orderBy('e.candidate_id')
    .execute();
  const overrides = rows.length
    ? await db
        .selectFrom('match_explanation_log')
        .select(['explanation_id', 'factor', 'verdict'])
        .where('action', '=', 'overridden')
        .where(
          'explanation_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return rows.map(({ id, logic_version, factors, ...r }) => {
    const log = overrides.filter((o) => o.explanation_id === id).map((o) => ({ action: 'overridden', factor: o.factor, verdict: o.verdict }));
    return { ...r, version: logic_version, factors: currentVerdicts({ factors, log }) };
  });
}
