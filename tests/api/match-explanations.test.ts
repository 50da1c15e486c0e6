import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import { opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { MATCHING_VERSION } from '../../src/server/matching/explain.ts';
import { runNeedMatching } from '../../src/server/matching/run-matching.ts';
import { insertNeed } from '../../src/server/workflow/needs.ts';
import { type Account, bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../support/licences.ts';

// Every recommendation matching makes is stored with its logic version, the values it compared, its factors and
// rank; each audience reads its own view; care's decisions and overrides are logged; the candidate's export has it.

describeEachDatabase('why this match', (ctx) => {
  let company: Account, care: Account, candidate: Account, other: Account, processId: number;

  const get = (who: Account, url: string) => ctx.app.inject({ method: 'GET', url, headers: { ...bearer(who.token), 'accept-language': 'en' } });
  const send = async (who: Account, type: string, payload: object = {}) => {
    const { version } = (await get(who, `/api/processes/${processId}`)).json() as { version: number };
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${processId}/events`,
      headers: bearer(who.token),
      payload: { type, payload, expectedVersion: version },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const explanation = (who: Account) => get(who, `/api/processes/${processId}/explanation`);

  beforeAll(async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    company = await registerCompany(ctx);
    care = await createCare(ctx);
    candidate = await registerCandidate(ctx, { name: 'Ioana Popescu' });
    other = await registerCandidate(ctx);
    await ctx.db
      .updateTable('candidates')
      .set({
        city: 'brasov',
        category: 'medic-specialist',
        work_type: 'full_time',
        job_search_status: 'ready',
        max_distance_in_km: 30,
        min_salary: 8123,
        max_salary: 11000,
        salary_basis: 'gross',
        experience: '5-10',
        onboarding_completed_at: ctx.clock.now(),
      })
      .where('user_id', '=', candidate.id)
      .execute();
    const needId = await insertNeed(
      ctx.db,
      { companyId: company.id, jobTitle: 'medic-specialist', city: 'brasov', workType: 'full_time', salaryMin: 9000, salaryMax: 14000 },
      ctx.clock.now(),
    );
    const deps = { ...opsDepsOf(ctx.app), settings: { ...opsDepsOf(ctx.app).settings, matchTopN: 1 } };
    const { created } = await runNeedMatching(deps, needId);
    expect(created).toHaveLength(1);
    processId = created[0]!;
    await giveLicenceFor(ctx.db, processId);
  });

  it('stores the recommendation with its version, inputs, factors and rank', async () => {
    const row = await ctx.db.selectFrom('match_explanations').selectAll().where('process_id', '=', processId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ candidate_id: candidate.id, source: 'matching', logic_version: MATCHING_VERSION, outcome: null });
    const rec = await ctx.db.selectFrom('match_recommendations').select('score').where('process_id', '=', processId).executeTakeFirstOrThrow();
    expect(row.rank).toBe(rec.score);
    expect(row.inputs).toMatchObject({ pay: { candidate: { min: 8123, basis: 'gross' }, post: { min: 9000, max: 14000 } } });
    expect((row.factors as Array<{ factor: string }>).map((f) => f.factor)).toContain('workingTime');
  });

  it('shows the candidate her own factors with where to correct them; nobody else’s', async () => {
    const res = await explanation(candidate);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.audience).toBe('candidate');
    expect(body.factors.find((f: { factor: string }) => f.factor === 'pay')).toMatchObject({ verdict: 'fits', profile_section: 'salary' });
    // Her working time is not stated: unknown, never agreement.
    expect(body.factors.find((f: { factor: string }) => f.factor === 'workingTime').verdict).toBe('unknown');
    expect((await explanation(other)).statusCode).toBe(404);
  });

  it('shows the company nothing before care validated, then verdicts only, never her numbers', async () => {
    expect((await explanation(company)).statusCode).toBe(404);
    await send(candidate, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
    expect((await explanation(company)).statusCode).toBe(404);
    await send(care, 'care.validate', { note: 'Telefon bun', ...LICENCE_CHECKED });
    const res = await explanation(company);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ audience: 'company' });
    expect(res.json().factors.find((f: { factor: string }) => f.factor === 'pay').verdict).toBe('fits');
    expect(res.body).not.toContain('8123');
    expect(res.body).not.toContain('reliability');
    expect(res.body).not.toContain('searchStatus');
  });

  it('records care’s validation and logs an override with its reason', async () => {
    const before = (await explanation(care)).json();
    expect(before).toMatchObject({ audience: 'care', outcome: 'validated', outcome_reason: 'Telefon bun', validated_by: care.id });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `/api/care/processes/${processId}/explanation/overrides`,
      headers: bearer(care.token),
      payload: { factor: 'workingTime', verdict: 'fits', reason: '' },
    });
    expect(missing.statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/care/processes/${processId}/explanation/overrides`,
      headers: bearer(care.token),
      payload: { factor: 'workingTime', verdict: 'fits', reason: 'Mi-a confirmat la telefon gărzile' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const wt = res.json().factors.find((f: { factor: string }) => f.factor === 'workingTime');
    expect(wt).toMatchObject({ verdict: 'fits', computed: 'unknown', overridden: true });
    expect(res.json().log.map((l: { action: string }) => l.action)).toEqual(['validated', 'overridden']);
    expect(res.json().log[1]).toMatchObject({ reason: 'Mi-a confirmat la telefon gărzile', actor_id: care.id });
    // A company may not override, nor read care's view.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/care/processes/${processId}/explanation/overrides`,
      headers: bearer(company.token),
      payload: { factor: 'pay', verdict: 'fits', reason: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('gives care a plain text in the candidate’s language, and puts the record in her export', async () => {
    const letter = (await get(care, `/api/care/processes/${processId}/explanation/letter`)).json();
    expect(letter.locale).toBe('ro-RO');
    expect(letter.text).toContain('Medic specialist');
    expect(letter.text.split('\n').length).toBeGreaterThan(9);
    const exported = await get(candidate, '/api/privacy/export');
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const all = Object.entries(files)
      .map(([name, data]) => `${name}\n${strFromU8(data)}`)
      .join('\n');
    expect(all).toContain('match_explanations');
    expect(all).toContain('Mi-a confirmat la telefon gărzile');
    expect(all).toContain(`"logic_version": ${MATCHING_VERSION}`);
  });

  it('explains care’s own recommendation as matching would weigh it now', async () => {
    const needId = await insertNeed(
      ctx.db,
      { companyId: company.id, jobTitle: 'medic-specialist', city: 'cluj-napoca', workType: 'full_time' },
      ctx.clock.now(),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/care/recommendations',
      headers: bearer(care.token),
      payload: { need_id: needId, candidate_id: candidate.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const why = (await get(candidate, `/api/processes/${res.json().process_id}/explanation`)).json();
    expect(why.audience).toBe('candidate');
    expect(why.factors.find((f: { factor: string }) => f.factor === 'distance').verdict).toBe('breaks');
  });
});
