import { expect, it } from 'vitest';
import { MINUTE } from '../../src/server/clock.ts';
import { type Account, asParty, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { AFTER_INTERVIEW, driveTo, postNeed, processStartedByCare, sendEvent, T0 } from '../support/processes.ts';
import { createOpsWorker } from '../../src/server/jobs/ops-worker.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { giveLicenceFor } from '../support/licences.ts';

// An accepted final offer counts in the salary insight in the acceptance's own transaction: the next read has it,
// with no job run between, and the k-anonymity rules still decide what is shown.
describeEachDatabase('salary insight: an accepted final offer counts at once', (ctx) => {
  const insight = async (reader: Account) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/insight/salary?job_title=medic-specialist&city=brasov',
      headers: asParty(reader, 'ro-RO'),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const coverage = async (care: Account) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/care/insight/coverage?level=city', headers: asParty(care) });
    expect(res.statusCode, res.body).toBe(200);
    const cells = res.json().cells as Array<{ job_title: string; place: string; specialty: string | null }>;
    return cells.find((c) => c.job_title === 'medic-specialist' && c.place === 'brasov' && !c.specialty);
  };

  it('shows the city once the accepted offer makes a fifth employer, without a job run, and keeps a dominant one hidden', async () => {
    ctx.clock.set(T0);
    const worker = createOpsWorker(ctx.app);
    const care = await createCare(ctx);
    const reader = await registerCandidate(ctx);
    // Four employers' posts in Brașov: their cells are computed by the jobs, and four employers show nothing.
    for (let i = 0; i < 4; i++) {
      const other = await registerCompany(ctx, { company_name: `Clinica ${i}` });
      await postNeed(ctx, other, { job_title: 'medic-specialist', city: 'brasov', salary_min: 8000 + i * 500, salary_max: 9000 + i * 500 });
    }
    ctx.clock.advance(MINUTE);
    await worker.runDue();
    expect(await insight(reader)).toMatchObject({ level: null, median: null });
    expect(await coverage(care)).toMatchObject({ points: 4, employers: 4, passes: false });

    // A fifth employer (its post written without the post's own point) hires at 9,000 lei gross.
    const company = await registerCompany(ctx, { company_name: 'Spitalul Nou' });
    const candidate = await registerCandidate(ctx);
    const { processId } = await processStartedByCare(ctx, care, company.id, candidate.id);
    await giveLicenceFor(ctx.db, processId, ctx.clock.now());
    const parties = { care, company, candidate };
    await driveTo(ctx, parties, processId, 'finalOffer', { salary: 9000 });
    const points = () => ctx.db.selectFrom('salary_points').select(['source', 'salary']).where('source', '=', 'offer').execute();
    expect(await points()).toEqual([]);
    await sendEvent(ctx, candidate, processId, 'candidate.acceptFinalOffer', { revision: 1 }, AFTER_INTERVIEW);

    // No job has run since the acceptance: the point and its cells are already there.
    expect(await points()).toEqual([{ source: 'offer', salary: 9000 }]);
    expect(await coverage(care)).toMatchObject({ points: 5, employers: 5, passes: true });
    const shown = await insight(reader);
    expect(shown).toMatchObject({ level: 'city', place_name: 'Brașov', basis: 'gross' });
    expect(shown.median % 50).toBe(0);
    expect(shown.p10).toBeUndefined(); // tails only from 10 employers

    // The hiring employer posts too: it now holds over a quarter of the points (its offer and its posts), so the
    // city is hidden again.
    await postNeed(ctx, company, { job_title: 'medic-specialist', city: 'brasov', salary_min: 8500, salary_max: 9500 });
    ctx.clock.advance(MINUTE);
    await worker.runDue();
    expect(await coverage(care)).toMatchObject({ employers: 5, passes: false, reasons: ['dominantEmployer'] });
    expect(await insight(reader)).not.toMatchObject({ level: 'city' });
  });
});
