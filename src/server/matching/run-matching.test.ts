import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { DAY } from '../clock.ts';
import { insertCandidate, insertCompany } from '../../../tests/support/accounts.ts';
import { insertNeed } from '../../../tests/support/processes.ts';
import { opsDepsOf } from '../jobs/ops-worker.ts';
import { runNeedMatching } from './run-matching.ts';

describeEachDatabase('matching a need', (ctx) => {
  let companyId: number;
  let needId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const now = ctx.clock.now();
    companyId = await insertCompany(ctx.db, now);
    needId = await insertNeed(ctx.db, now, companyId);
    const profiles: Record<string, Record<string, unknown>> = {
      sameCity: { city: 'cluj-napoca' },
      nearby: {},
      preferred: { city: 'bucuresti', max_distance_in_km: 10, preferred_cities: ['cluj-napoca'] },
      relocates: { city: 'bucuresti', max_distance_in_km: 10, open_to_relocation: true, job_search_status: 'interviewing' },
      otherTitle: { category: 'farmacist' },
      otherSpecialty: { sub_category: 'pediatrie' },
      notLooking: { job_search_status: 'not_ready' },
      blacklisted: { blacklisted_companies: [String(companyId)] },
      partTime: { work_type: 'part_time' },
      tooExpensive: { min_salary: 7500, max_salary: 9000 },
      tooFar: { city: 'bucuresti', max_distance_in_km: 50 },
    };
    for (const [name, over] of Object.entries(profiles)) ids[name] = (await insertCandidate(ctx.db, now, over)).id;
  });

  const offered = async () =>
    await ctx.db.selectFrom('processes').select(['candidate_id', 'state']).where('need_id', '=', needId).orderBy('id').execute();

  it('offers the best N who fit, in their first state, through the engine', async () => {
    const deps = { ...opsDepsOf(ctx.app), settings: { ...opsDepsOf(ctx.app).settings, matchTopN: 2 } };
    const result = await runNeedMatching(deps, needId);
    expect(result.ranked).toBe(4);
    const rows = await offered();
    expect(rows).toEqual([
      // Same city (distance 0) first, then a city the candidate named, ahead of a 27 km commute.
      { candidate_id: ids.sameCity, state: 'offered' },
      { candidate_id: ids.preferred, state: 'offered' },
    ]);
    const events = await ctx.db.selectFrom('process_events').select(['type', 'actor_role']).where('process_id', 'in', result.created).execute();
    expect(events).toEqual([
      { type: 'process.create', actor_role: 'care' },
      { type: 'process.create', actor_role: 'care' },
    ]);
  });

  it('does not offer again while the need already has N live offers', async () => {
    const deps = { ...opsDepsOf(ctx.app), settings: { ...opsDepsOf(ctx.app).settings, matchTopN: 2 } };
    expect((await runNeedMatching(deps, needId)).created).toEqual([]);
  });

  it('with room for more, offers everyone who fits and nobody a criterion excludes', async () => {
    ctx.clock.advance(DAY);
    await runNeedMatching(opsDepsOf(ctx.app), needId);
    const candidates = (await offered()).map((r) => r.candidate_id);
    expect(candidates).toEqual([ids.sameCity, ids.preferred, ids.nearby, ids.relocates]);
    for (const name of ['otherTitle', 'otherSpecialty', 'notLooking', 'blacklisted', 'partTime', 'tooExpensive', 'tooFar']) {
      expect(candidates, name).not.toContain(ids[name]);
    }
  });

  it('records the first-recommendation date and schedules each offer’s mail, reminder and expiry', async () => {
    const recs = await ctx.db
      .selectFrom('match_recommendations')
      .select(['candidate_id', 'source', 'created_at'])
      .where('need_id', '=', needId)
      .orderBy('created_at')
      .execute();
    expect(recs).toHaveLength(4);
    expect(recs.every((r) => r.source === 'matching')).toBe(true);
    expect(recs[0]!.created_at.getTime()).toBeLessThan(recs[3]!.created_at.getTime());
    const process = await ctx.db.selectFrom('processes').select('id').where('candidate_id', '=', ids.nearby!).executeTakeFirstOrThrow();
    const jobs = await ctx.db
      .selectFrom('jobs')
      .select(['kind', 'run_at'])
      .where('dedup_key', 'like', `offer.%:${process.id}:1`)
      .orderBy('run_at')
      .execute();
    expect(jobs.map((j) => j.kind)).toEqual(['offer.notify', 'offer.remind', 'offer.expire']);
    expect(jobs[2]!.run_at.getTime() - jobs[0]!.run_at.getTime()).toBe(2 * DAY);
  });

  it('offers nothing for an archived need', async () => {
    const archived = await insertNeed(ctx.db, ctx.clock.now(), companyId, { archived: true });
    expect((await runNeedMatching(opsDepsOf(ctx.app), archived)).created).toEqual([]);
  });
});
