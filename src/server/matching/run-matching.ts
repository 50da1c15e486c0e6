import { sql } from 'kysely';
import { HttpError } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import type { OpsDeps } from '../jobs/deps.ts';
import { scheduleOfferJobs } from '../jobs/offer-jobs.ts';
import { systemAuth } from '../jobs/system-actor.ts';
import { createProcess } from '../workflow/engine.ts';
import type { Explanation } from './explain.ts';
import { explainNow, recordExplanation } from './explanations.ts';
import { rankCandidates } from './rank.ts';
import { countLiveProcesses, loadMatchCandidates } from './repository.ts';
import { loadMatchNeed } from './need-repository.ts';
import { recordLeftOut } from './left-out.ts';
import { todayOf } from '../licences/licences.ts';
import { lacksTerms } from '../needs/terms-gate.ts';
import { termsTexts } from '../needs/terms-messages.ts';

/**
 * Offers a candidate for a need through the workflow engine (the process starts in its first state), and in the
 * same transaction records the recommendation and schedules the offer's mail, reminder and expiry. Null when the
 * candidate already has a process for this need.
 */
export async function recommendCandidate(
  deps: OpsDeps,
  auth: Auth,
  input: { needId: number; candidateId: number; source: 'matching' | 'care'; score?: number; explanation?: Explanation },
): Promise<number | null> {
  // Before the attempt: its 409 would read as "already offered" below.
  if (await lacksTerms(deps.db, input.needId)) throw new HttpError(409, termsTexts.incomplete);
  let processId: number;
  // Care's own recommendation is explained as matching would weigh it now: care sees what it overrides.
  const explanation = input.explanation ?? (await explainNow(deps.db, input.needId, input.candidateId, deps.clock.now()));
  try {
    // One transaction: a process without its expiry would be an offer that never ends, and a rerun could not
    // repair it (creation answers 409 once the process exists).
    const view = await createProcess(deps, auth, { needId: input.needId, candidateId: input.candidateId }, async (trx, process) => {
      await trx
        .insertInto('match_recommendations')
        .values({
          need_id: input.needId,
          candidate_id: input.candidateId,
          process_id: process.id,
          source: input.source,
          score: input.score ?? null,
          created_at: process.updated_at,
        })
        .onConflict((oc) => oc.columns(['need_id', 'candidate_id']).doNothing())
        .execute();
      if (explanation) {
        const ids = { needId: input.needId, candidateId: input.candidateId, processId: process.id };
        await recordExplanation(trx, { ...ids, source: input.source, explanation, now: process.updated_at });
      }
      await scheduleOfferJobs(trx, process, process.updated_at);
    });
    processId = view.id;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) return null;
    throw err;
  }
  return processId;
}

/**
 * Keeps the need's live offers at the top N: ranks every candidate who fits and offers the best ones who are not
 * in a process for it yet, until N processes of the need are open. Archived needs, and needs whose terms are
 * incomplete, get nothing.
 */
export async function runNeedMatching(deps: OpsDeps, needId: number): Promise<{ created: number[]; ranked: number }> {
  const { db, clock } = deps;
  const need = await loadMatchNeed(db, needId);
  if (!need || need.archived || (await lacksTerms(db, needId))) return { created: [], ranked: 0 };
  const today = todayOf(clock.now());
  const candidates = await loadMatchCandidates(db, need, today);
  const { ranked } = rankCandidates(need, candidates, clock.now().toISOString());
  const slots = deps.settings.matchTopN - (await countLiveProcesses(db, needId));
  const created: number[] = [];
  if (slots > 0 && ranked.length) {
    const auth = await systemAuth(db);
    for (const r of ranked) {
      if (created.length >= slots) break;
      const id = await recommendCandidate(deps, auth, {
        needId,
        candidateId: r.candidateId,
        source: 'matching',
        score: r.score,
        explanation: r.explanation,
      });
      if (id !== null) created.push(id);
    }
  }
  const now = clock.now();
  await recordLeftOut(db, need, today, now);
  await db
    .insertInto('need_matching_runs')
    .values({ need_id: needId, first_run_at: now, last_run_at: now, offers_created: created.length })
    .onConflict((oc) =>
      oc.column('need_id').doUpdateSet({ last_run_at: now, offers_created: sql`need_matching_runs.offers_created + ${created.length}` }),
    )
    .execute();
  return { created, ranked: ranked.length };
}
