import { expect, it } from 'vitest';
import { type Account, bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { systemAuth } from '../../src/server/jobs/system-actor.ts';
import { recommendCandidate } from '../../src/server/matching/run-matching.ts';
import { insertNeed } from '../../src/server/workflow/needs.ts';

// Who may start a hiring process (OWASP API1 object level, API6 sensitive business flows).
describeEachDatabase('who may start a process', (ctx) => {
  const newNeed = (company: Account) =>
    insertNeed(ctx.db, { companyId: company.id, jobTitle: 'medic-specialist', city: 'brasov', workType: 'full_time' }, ctx.clock.now());
  const ask = (who: Account, needId: number, candidateId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      payload: { need_id: needId, candidate_id: candidateId },
    });
  const setCandidate = (candidate: Account, fields: { blacklisted_companies?: string; job_search_status?: 'ready' | 'interviewing' | 'not_ready' }) =>
    ctx.db.updateTable('candidates').set(fields).where('user_id', '=', candidate.id).execute();
  const processCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('processes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers a company the same 404 for a candidate it was never shown as for a missing id, and writes nothing', async () => {
    const company = await registerCompany(ctx);
    const candidate = await registerCandidate(ctx);
    const needId = await newNeed(company);
    const before = await processCount();
    const foreign = await ask(company, needId, candidate.id);
    const missing = await ask(company, needId, 987_654_321);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(await processCount()).toBe(before);
  });

  it('lets a company ask again, for another need, for a candidate the product recommended to it', async () => {
    const company = await registerCompany(ctx);
    const candidate = await registerCandidate(ctx);
    const first = await newNeed(company);
    expect(
      await recommendCandidate(opsDepsOf(ctx.app), await systemAuth(ctx.db), { needId: first, candidateId: candidate.id, source: 'matching' }),
    ).not.toBeNull();
    const second = await newNeed(company);
    const res = await ask(company, second, candidate.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: 'offered', need: { id: second } });
    // Another company, shown nothing, still cannot.
    const other = await registerCompany(ctx);
    expect((await ask(other, await newNeed(other), candidate.id)).statusCode).toBe(404);
  });

  it('honours the black-list in the engine: the company gets 404, care a reason, matching skips the candidate', async () => {
    const company = await registerCompany(ctx);
    const care = await createCare(ctx);
    const candidate = await registerCandidate(ctx);
    const shown = await newNeed(company);
    expect((await ask(care, shown, candidate.id)).statusCode).toBe(201);
    await setCandidate(candidate, { blacklisted_companies: JSON.stringify([String(company.id)]) });
    const needId = await newNeed(company);
    const byCompany = await ask(company, needId, candidate.id);
    expect(byCompany.statusCode).toBe(404);
    expect(byCompany.json()).toEqual((await ask(company, needId, 987_654_321)).json());
    const byCare = await ask(care, needId, candidate.id);
    expect(byCare.statusCode).toBe(409);
    expect(byCare.json()).toEqual({ message: 'The candidate does not accept offers from this company' });
    await expect(
      recommendCandidate(opsDepsOf(ctx.app), await systemAuth(ctx.db), { needId, candidateId: candidate.id, source: 'matching' }),
    ).resolves.toBeNull();
    // Another company is not concerned by this black-list.
    const other = await registerCompany(ctx);
    expect((await ask(care, await newNeed(other), candidate.id)).statusCode).toBe(201);
  });

  it('offers nothing to a candidate who is not looking for a job', async () => {
    const company = await registerCompany(ctx);
    const care = await createCare(ctx);
    const candidate = await registerCandidate(ctx);
    expect((await ask(care, await newNeed(company), candidate.id)).statusCode).toBe(201);
    await setCandidate(candidate, { job_search_status: 'not_ready' });
    const needId = await newNeed(company);
    expect((await ask(company, needId, candidate.id)).statusCode).toBe(404);
    const byCare = await ask(care, needId, candidate.id);
    expect(byCare.statusCode).toBe(409);
    expect(byCare.json()).toEqual({ message: 'The candidate is not looking for a job at the moment' });
    await setCandidate(candidate, { job_search_status: 'interviewing' });
    expect((await ask(company, needId, candidate.id)).statusCode).toBe(201);
  });

  it('refuses a candidate starting a process and a company using another company’s need', async () => {
    const company = await registerCompany(ctx);
    const other = await registerCompany(ctx);
    const candidate = await registerCandidate(ctx);
    const needId = await newNeed(company);
    expect((await ask(candidate, needId, candidate.id)).statusCode).toBe(403);
    expect((await ask(other, needId, candidate.id)).statusCode).toBe(404);
  });
});
