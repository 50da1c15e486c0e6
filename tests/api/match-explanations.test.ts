import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import { createOpsWorker, opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { MATCHING_VERSION, MATCHING_WEIGHTS } from '../../src/server/matching/explain.ts';
import { explainNow, recordExplanation } from '../../src/server/matching/explanations.ts';
import { runNeedMatching } from '../../src/server/matching/run-matching.ts';
import { insertNeed } from '../../src/server/workflow/needs.ts';
import { type Account, bearer, createCare, login, registerCandidate, registerCompany } from '../support/accounts.ts';
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
    // Of her working time only the normă is stated: it fits in part, what she left unstated is never agreement.
    expect(body.factors.find((f: { factor: string }) => f.factor === 'workingTime').verdict).toBe('partial');
    expect((await explanation(other)).statusCode).toBe(404);
  });

  it('shows the company nothing before care validated, then verdicts only, never her numbers', async () => {
    expect((await explanation(company)).statusCode).toBe(404);
    await send(candidate, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
    expect((await explanation(company)).statusCode).toBe(404);
    // A person decides first: the company cannot take her on before care validated her.
    const { version } = (await get(company, `/api/processes/${processId}`)).json() as { version: number };
    const early = await ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${processId}/events`,
      headers: bearer(company.token),
      payload: { type: 'company.acceptCandidate', payload: {}, expectedVersion: version },
    });
    expect(early.statusCode, early.body).toBe(409);
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
    expect(wt).toMatchObject({ verdict: 'fits', computed: 'partial', overridden: true });
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

  it('keeps each record as it was decided: a later run, a changed profile or another version never rewrites it', async () => {
    const stored = () => ctx.db.selectFrom('match_explanations').selectAll().where('process_id', '=', processId).executeTakeFirstOrThrow();
    const before = await stored();
    // Her pay wish moves above the post's range: matching would now say it breaks.
    await ctx.db.updateTable('candidates').set({ min_salary: 20000, max_salary: null }).where('user_id', '=', candidate.id).execute();
    const now = await explainNow(ctx.db, before.need_id, candidate.id, ctx.clock.now());
    expect(now!.factors.find((f) => f.factor === 'pay')!.verdict).toBe('breaks');
    await ctx.db.transaction().execute((trx) =>
      recordExplanation(trx, {
        needId: before.need_id,
        candidateId: candidate.id,
        processId,
        source: 'matching',
        explanation: now!,
        now: ctx.clock.now(),
      }),
    );
    await runNeedMatching(opsDepsOf(ctx.app), before.need_id);
    expect(await stored()).toEqual(before);
    const read = (await explanation(care)).json();
    expect(read.version).toBe(MATCHING_VERSION);
    expect(read.factors.find((f: { factor: string }) => f.factor === 'pay').verdict).toBe('fits');
    await ctx.db.updateTable('candidates').set({ min_salary: 8123, max_salary: 11000 }).where('user_id', '=', candidate.id).execute();

    // A record an older version of the logic made reads with that version and its weights, beside today's.
    const older = await insertNeed(
      ctx.db,
      { companyId: company.id, jobTitle: 'medic-specialist', city: 'brasov', workType: 'full_time' },
      ctx.clock.now(),
    );
    const explained = await explainNow(ctx.db, older, candidate.id, ctx.clock.now());
    // As version 2 stored it (its weights), before any process was opened for it.
    await ctx.db
      .insertInto('match_explanations')
      .values({
        need_id: older,
        candidate_id: candidate.id,
        source: 'matching',
        logic_version: 2,
        inputs: JSON.stringify({}),
        factors: JSON.stringify(explained!.factors.map(({ inputs: _i, ...f }) => ({ ...f, max: MATCHING_WEIGHTS[2]![f.factor] }))),
        rank: explained!.rank,
        created_at: ctx.clock.now(),
      })
      .execute();
    const listed = (await get(care, `/api/care/needs/${older}/recommended`)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0].version).toBe(2);
    expect(listed[0].factors.map((f: { max: number }) => f.max)).toEqual(Object.values(MATCHING_WEIGHTS[2]!));
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
  it('keeps the record beyond the process: after retention removes the process’s personal data, care still reads it', async () => {
    await send(company, 'company.rejectCandidate', { reason: 'other', text: 'Am ales pe altcineva' });
    const archived = await ctx.db.selectFrom('processes').select(['archived', 'updated_at']).where('id', '=', processId).executeTakeFirstOrThrow();
    expect(archived.archived).toBe(true);
    const kept = await ctx.db.selectFrom('match_explanations').selectAll().where('process_id', '=', processId).executeTakeFirstOrThrow();
    // Past every retention: the process's personal data is removed, the accounts unused since are erased.
    const later = new Date(archived.updated_at);
    later.setUTCMonth(later.getUTCMonth() + ctx.app.deps.config.retentionMonths + 1);
    ctx.clock.set(later.toISOString());
    await createOpsWorker(ctx.app).runDue();
    const redacted = await ctx.db.selectFrom('processes').select('personal_data_removed_at').where('id', '=', processId).executeTakeFirstOrThrow();
    expect(redacted.personal_data_removed_at).not.toBeNull();
    const after = await ctx.db.selectFrom('match_explanations').selectAll().where('process_id', '=', processId).executeTakeFirstOrThrow();
    // What care wrote goes; the version, values compared, factors, rank, outcome and who decided stay.
    expect(after).toEqual({ ...kept, outcome_reason: null });
    const log = await ctx.db
      .selectFrom('match_explanation_log')
      .select(['action', 'reason'])
      .where('explanation_id', '=', kept.id)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'validated', reason: null },
      { action: 'overridden', reason: null },
    ]);
    // On request, years later: care signs in again and reads the explanation as a letter to send her.
    const careNow = { ...care, token: await login(ctx, care.email) };
    const letter = await get(careNow, `/api/care/processes/${processId}/explanation/letter`);
    expect(letter.statusCode, letter.body).toBe(200);
    expect(letter.json().text).toContain(`${MATCHING_VERSION}`);
  });
});
