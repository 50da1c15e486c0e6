import { beforeAll, expect, it } from 'vitest';
import { opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { LEFT_OUT_KEPT } from '../../src/server/matching/left-out.ts';
import { runNeedMatching } from '../../src/server/matching/run-matching.ts';
import { bearer, createCare, insertCandidate, insertCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { insertLicence } from '../support/licences.ts';
import { insertNeed } from '../support/processes.ts';

// Care's list of whom a post's matching run did not offer it says why for every kind of reason, not only the limits
// a candidate stated: each criterion she misses, an expired licence, or a rank below those offered. Every factor of
// her explanation comes with it, and the list stays bounded to the nearest whatever the number of candidates.

type Row = { candidate_id: number; name: string; reasons: string[]; distance_km: number | null; factors: Array<{ factor: string; verdict: string }> };

describeEachDatabase('who a matching run left out, and why', (ctx) => {
  let care: string, company: number, needId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const now = ctx.clock.now();
    care = (await createCare(ctx)).token;
    company = await insertCompany(ctx.db, now, { name: 'Spitalul Motivelor' });
    // The fixture: a cardiology nurse in Turda (about 30 km from Cluj), 6 000-8 000 LEI gross, looking for a job.
    const profiles: Record<string, Record<string, unknown>> = {
      best: { full_name: 'Ana Prima', experience: '5-10', accepted_shift_patterns: ['day'], accepts_nights: true, accepts_weekends: true },
      second: { full_name: 'Bianca Doua' },
      several: { full_name: 'Corina Multe', sub_category: 'pediatrie', job_search_status: 'not_ready', min_salary: 20000, max_salary: null },
      blocked: { full_name: 'Dana Blocat', blacklisted_companies: [] },
      partTime: { full_name: 'Elena Partial', work_type: 'part_time' },
      expired: { full_name: 'Flavia Expirat' },
      far: { full_name: 'Gina Departe', city: 'iasi' },
      otherTitle: { full_name: 'Hanna Medic', category: 'medic', sub_category: null },
    };
    for (const [key, over] of Object.entries(profiles)) ids[key] = (await insertCandidate(ctx.db, now, over)).id;
    await ctx.db
      .updateTable('candidates')
      .set({ blacklisted_companies: JSON.stringify([String(company)]) })
      .where('user_id', '=', ids.blocked!)
      .execute();
    await insertLicence(
      ctx.db,
      { candidateId: ids.expired!, jobTitle: 'asistent-medical', body: 'OAMGMAMR', number: '9', expiresOn: '2026-01-31' },
      now,
    );
    // Farther than everyone above, more than the list keeps: only the nearest of them are listed.
    for (let i = 0; i < LEFT_OUT_KEPT; i++) await insertCandidate(ctx.db, now, { full_name: `Departe ${i}`, city: 'bucuresti' });
    needId = await insertNeed(ctx.db, now, company, { title: 'Asistentă cardiologie' });
    const deps = { ...opsDepsOf(ctx.app), settings: { ...opsDepsOf(ctx.app).settings, matchTopN: 1 } };
    const { created } = await runNeedMatching(deps, needId);
    expect(created).toHaveLength(1);
  });

  const get = async (what: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/care/needs/${needId}/${what}`, headers: bearer(care) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row[];
  };

  it('lists each one not offered with every reason: criteria missed, an expired licence, a rank below the offer', async () => {
    const recommended = await get('recommended');
    expect(recommended.map((r) => r.candidate_id)).toEqual([ids.best]);
    const left = await get('left-out');
    const byName = Object.fromEntries(left.filter((r) => !r.name.startsWith('Departe')).map((r) => [r.name, r.reasons]));
    expect(byName).toEqual({
      'Bianca Doua': ['rankedBelow'],
      'Corina Multe': ['specialty', 'searchStatus', 'salary'],
      'Dana Blocat': ['blacklisted'],
      'Elena Partial': ['workType'],
      'Flavia Expirat': ['licenceExpired'],
      'Gina Departe': ['location'],
    });
    // Nearest first: Turda before Iași before Bucharest; another job title is nobody this post left out.
    const km = left.map((r) => r.distance_km ?? Infinity);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(left.map((r) => r.candidate_id)).not.toContain(ids.otherTitle);
    expect(left.map((r) => r.candidate_id)).not.toContain(ids.best);
  });

  it('gives every factor of her explanation, and the factor a reason names breaks', async () => {
    const left = await get('left-out');
    const verdict = (key: string, factor: string) => left.find((r) => r.candidate_id === ids[key])!.factors.find((f) => f.factor === factor)!.verdict;
    for (const r of left) expect(r.factors).toHaveLength(9);
    expect(verdict('far', 'distance')).toBe('breaks');
    expect(verdict('expired', 'licence')).toBe('breaks');
    expect(verdict('several', 'jobTitle')).toBe('breaks');
    expect(verdict('several', 'pay')).toBe('breaks');
    expect(verdict('several', 'searchStatus')).toBe('breaks');
    // Ranked below the offer: nothing breaks, she only scored less than the one offered.
    expect(left.find((r) => r.candidate_id === ids.second)!.factors.map((f) => f.verdict)).not.toContain('breaks');
  });

  it('keeps the nearest of a job title, bounded whatever the number of candidates', async () => {
    const left = await get('left-out');
    expect(left).toHaveLength(LEFT_OUT_KEPT);
    expect(left.filter((r) => r.name.startsWith('Departe')).length).toBe(LEFT_OUT_KEPT - 6);
  });
});
