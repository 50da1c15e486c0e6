import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../db/create-database.ts';
import type { Database } from '../db/types.ts';
import { cityPoint, distanceKm } from './distance.ts';
import { type Explanation, explainMatch, type Verdict } from './explain.ts';
import { type StoredFactor, storedFactorsOf } from './stored-factors.ts';
import { MAX_NO_SHOWS } from './rank.ts';
import { licenceExpiry, MATCH_CANDIDATE_COLUMNS, noShows, toMatchCandidate } from './repository.ts';
import { loadMatchNeed } from './need-repository.ts';

type DbOrTrx = Db | Transaction<Database>;

/**
 * Stores why a recommendation was made, with the process it opened, in the recommendation's transaction. Kept as
 * decided: a later run (or a new version of the weights) never rewrites it.
 */
export async function recordExplanation(
  trx: DbOrTrx,
  input: { needId: number; candidateId: number; processId: number; source: 'matching' | 'care'; explanation: Explanation; now: Date },
) {
  const { explanation } = input;
  await trx
    .insertInto('match_explanations')
    .values({
      need_id: input.needId,
      candidate_id: input.candidateId,
      process_id: input.processId,
      source: input.source,
      logic_version: explanation.version,
      inputs: JSON.stringify(Object.fromEntries(explanation.factors.map((f) => [f.factor, f.inputs]))),
      factors: JSON.stringify(storedFactorsOf(explanation)),
      rank: explanation.rank,
      created_at: input.now,
    })
    .onConflict((oc) => oc.columns(['need_id', 'candidate_id']).doNothing())
    .execute();
}

/**
 * One candidate explained for one need as matching would now (care's own recommendations, and posts she was left out
 * of): the same columns and distance the matching run reads. Undefined when the need or the candidate is missing.
 */
export async function explainNow(db: Db, needId: number, candidateId: number, now: Date): Promise<Explanation | undefined> {
  const need = await loadMatchNeed(db, needId);
  if (!need) return undefined;
  const row = await db
    .selectFrom('candidates as c')
    .leftJoin('cities as home', 'home.slug', 'c.city')
    .select([...MATCH_CANDIDATE_COLUMNS, noShows.as('no_shows'), licenceExpiry(need.jobTitle).as('licence_expires_on')])
    .select(
      sql<number | null>`(select ${distanceKm(cityPoint('home'), cityPoint('target'))} from cities target where target.slug = ${need.city})`.as(
        'distance_km',
      ),
    )
    .where('c.user_id', '=', candidateId)
    .executeTakeFirst();
  if (!row) return undefined;
  return explainMatch(need, toMatchCandidate(row, row.distance_km, row.licence_expires_on), now.toISOString(), MAX_NO_SHOWS);
}

/** The stored explanation of a process's recommendation, with its decisions; undefined when it has none. */
export async function explanationOfProcess(db: Db, processId: number) {
  const row = await db.selectFrom('match_explanations').selectAll().where('process_id', '=', processId).executeTakeFirst();
  if (!row) return undefined;
  const log = await db
    .selectFrom('match_explanation_log as l')
    .select(['l.action', 'l.factor', 'l.verdict', 'l.reason', 'l.at', 'l.actor_id'])
    .where('l.explanation_id', '=', row.id)
    .orderBy('l.id')
    .execute();
  return { ...row, log };
}
export type StoredExplanation = NonNullable<Awaited<ReturnType<typeof explanationOfProcess>>>;

/** Each factor's verdict as care last set it: an override replaces the computed verdict (never its points). */
export function currentVerdicts(e: {
  factors: StoredFactor[];
  log: ReadonlyArray<{ action: string; factor: string | null; verdict: Verdict | null }>;
}) {
  const overridden = new Map(e.log.filter((l) => l.action === 'overridden' && l.factor).map((l) => [l.factor!, l.verdict!]));
  return e.factors.map((f) => ({
    ...f,
    verdict: overridden.get(f.factor) ?? f.verdict,
    overridden: overridden.has(f.factor),
  }));
}

/**
 * Care's decision on a process's recommendation, in the event's transaction: validated or rejected (the note is the
 * reason), with who decided and when, and a line in the log.
 */
export async function recordCareDecision(
  trx: Transaction<Database>,
  processId: number,
  decision: { outcome: 'validated' | 'rejected'; reason: string | null; actorId: number; now: Date },
) {
  const row = await trx
    .updateTable('match_explanations')
    .set({ outcome: decision.outcome, outcome_reason: decision.reason, validated_by: decision.actorId, decided_at: decision.now })
    .where('process_id', '=', processId)
    .returning('id')
    .executeTakeFirst();
  if (!row) return;
  await trx
    .insertInto('match_explanation_log')
    .values({ explanation_id: row.id, actor_id: decision.actorId, action: decision.outcome, reason: decision.reason, at: decision.now })
    .execute();
}

/**
 * Removes what care wrote on the recommendations `which` selects (a condition on match_explanations): the reasons
 * of its decisions and overrides. The rest of the record (version, values compared, factors, rank, who decided
 * and when) stays: it is the log an automated ranking of candidates keeps, and it names her by id only.
 */
export async function eraseExplanationReasons(trx: Transaction<Database>, which: RawBuilder<unknown>) {
  const ids = sql`(select id from match_explanations where ${which})`;
  await trx
    .updateTable('match_explanations')
    .set({ outcome_reason: null })
    .where(sql<boolean>`id in ${ids}`)
    .execute();
  await trx
    .updateTable('match_explanation_log')
    .set({ reason: null })
    .where(sql<boolean>`explanation_id in ${ids}`)
    .execute();
}
