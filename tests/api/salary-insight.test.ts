import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { hiringMachine } from '../../machines/index.ts';
import { DAY, MINUTE } from '../../src/server/clock.ts';
import { asParty, candidate, createCare, type Party, registerCompany } from '../support/accounts.ts';
import { offer, postNeed } from '../support/processes.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { rebuildAllCells } from '../../src/server/insight/rebuild.ts';
import { createOpsWorker } from '../../src/server/jobs/ops-worker.ts';
import type { Worker } from '../../src/server/jobs/worker.ts';
import { derivedColumns } from '../../src/server/workflow/process-view.ts';
import { describeEachDatabase } from '../support/databases.ts';

// The salary insight through its real paths: posts written through the API, the jobs that keep the cells current,
// the k-anonymity rule at read time, the county fallback and the 12-month window.
describeEachDatabase('salary insight (GET /api/insight/salary)', (ctx) => {
  let worker: Worker;
  let care: Party;
  let reader: Party;
  const companies: Party[] = [];

  beforeAll(async () => {
    ctx.clock.set('2026-06-01T08:00:00Z');
    worker = createOpsWorker(ctx.app);
    care = await createCare(ctx);
    reader = await candidate(ctx, { name: 'Ana Pop' });
  });

  /** The i-th employer (registered on first use). */
  const employer = async (i: number) => {
    while (companies.length <= i) companies.push(await registerCompany(ctx, { company_name: `Clinica ${companies.length}` }));
    return companies[i]!;
  };
  const post = async (i: number, city: string, min: number, max: number, jobTitle = 'asistent-medical') =>
    postNeed(ctx, await employer(i), { job_title: jobTitle, city, salary_min: min, salary_max: max });
  /** The cells' jobs run once their minute is over. */
  const settle = async () => {
    ctx.clock.advance(MINUTE);
    await worker.runDue();
  };
  const insight = async (city: string, party: Party = reader, jobTitle = 'asistent-medical') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/insight/salary?job_title=${jobTitle}&city=${city}`,
      headers: asParty(party, 'ro-RO'),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('shows nothing from 4 employers, and refuses an unknown city, care and anonymous callers', async () => {
    for (let i = 0; i < 4; i++) await post(i, 'cluj-napoca', 4000 + i * 500, 5000 + i * 500);
    await settle();
    expect(await insight('cluj-napoca')).toEqual({
      level: null,
      place_name: null,
      job_title_label: 'Asistent medical / Asistentă medicală (altă specialitate)',
      median: null,
      p25: null,
      p75: null,
      basis: 'gross',
    });

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/insight/salary?job_title=asistent-medical&city=atlantis',
      headers: asParty(reader),
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['city']);
    const byCare = await ctx.app.inject({
      method: 'GET',
      url: '/api/insight/salary?job_title=asistent-medical&city=cluj-napoca',
      headers: asParty(care),
    });
    expect(byCare.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/insight/salary?job_title=asistent-medical&city=cluj-napoca' })).statusCode).toBe(401);
  });

  it('falls back to the county when the city has too few employers', async () => {
    await post(4, 'turda', 6000, 7000);
    await post(5, 'dej', 6500, 7500);
    await settle();
    // Cluj-Napoca still has 4 employers; Cluj county has 6 employers and 6 points, nobody over a quarter.
    const county = await insight('cluj-napoca');
    expect(county).toMatchObject({ level: 'county', place_name: 'Cluj', basis: 'gross' });
    expect(county.p10).toBeUndefined();
    expect(county.p25).toBeLessThanOrEqual(county.median);
    expect(county.median).toBeLessThanOrEqual(county.p75);
  });

  it('shows the city from 5 employers, and suppresses it once one employer holds over 25 % of its points', async () => {
    await post(6, 'cluj-napoca', 5000, 6000);
    await settle();
    expect(await insight('cluj-napoca')).toMatchObject({ level: 'city', place_name: 'Cluj-Napoca' });

    // Employer 6 now holds 3 of Cluj-Napoca's 7 points (43 %), 3 of the county's 9 and of the country's 9.
    await post(6, 'cluj-napoca', 5200, 6200);
    await post(6, 'cluj-napoca', 5400, 6400);
    await settle();
    expect(await insight('cluj-napoca')).toMatchObject({ level: null, median: null });

    const coverage = await ctx.app.inject({ method: 'GET', url: '/api/care/insight/coverage?level=city', headers: asParty(care) });
    expect(coverage.statusCode, coverage.body).toBe(200);
    const cell = coverage.json().cells.find((c: { place: string; specialty: string | null }) => c.place === 'cluj-napoca' && !c.specialty);
    expect(cell).toMatchObject({ points: 7, employers: 5, max_share_percent: 43, passes: false, reasons: ['dominantEmployer'] });
    expect(Object.keys(cell)).not.toContain('p50');
    const byCompany = await ctx.app.inject({ method: 'GET', url: '/api/care/insight/coverage', headers: asParty(companies[0]!) });
    expect(byCompany.statusCode).toBe(403);
  });

  it('gives P10 and P90 only from 10 employers and 10 points', async () => {
    for (let i = 10; i < 19; i++) await post(i, 'iasi', 3000 + i * 100, 4000 + i * 100);
    await settle();
    const nine = await insight('iasi');
    expect(nine).toMatchObject({ level: 'city', place_name: 'Iași' });
    expect(nine.p10).toBeUndefined();
    await post(19, 'iasi', 5000, 6000);
    await settle();
    const ten = await insight('iasi');
    expect(ten.p10).toBeLessThanOrEqual(ten.p25);
    expect(ten.p90).toBeGreaterThanOrEqual(ten.p75);

    // The daily set-based rebuild finds the very cells the incremental recomputes kept.
    const cells = () =>
      ctx.db
        .selectFrom('salary_cells')
        .select(['job_title', 'specialty', 'level', 'place', 'points', 'employers', 'p10', 'p25', 'p50', 'p75', 'p90'])
        .select(sql<number>`round(max_share::numeric, 6)::float`.as('share'))
        .orderBy(['job_title', 'specialty', 'level', 'place'])
        .execute();
    const incremental = await cells();
    await rebuildAllCells(ctx.db, ctx.clock.now());
    expect(await cells()).toEqual(incremental);
  });

  it('counts an offer accepted outside the engine as gross at the daily rebuild, and drops points older than 12 months at the refresh', async () => {
    const needId = await post(20, 'brasov', 5000, 6000);
    const hire = await candidate(ctx, { name: 'Ion Rus' });
    const processId = await offer(ctx, companies[20]!, needId, hire.id);
    const row = await ctx.db.selectFrom('processes').select('snapshot').where('id', '=', processId).executeTakeFirstOrThrow();
    const context = (row.snapshot as { context: object }).context;
    const finalOffer = {
      salary: 5850,
      salaryBasis: 'net',
      startDate: '2026-07-01',
      contract: 'undetermined',
      validUntil: '2026-06-08T08:00:00.000Z',
      revision: 1,
    };
    const accepted = hiringMachine.resolveState({ value: 'offerAccepted', context: { ...JSON.parse(JSON.stringify(context)), finalOffer } });
    await ctx.db.updateTable('processes').set(derivedColumns(accepted)).where('id', '=', processId).execute();
    // Written straight to the table (as the seed or data from before the insight): only the daily rebuild sees it.
    ctx.clock.advance(5 * MINUTE);
    await worker.runDue();
    expect(await ctx.db.selectFrom('salary_points').select('id').where('source', '=', 'offer').execute()).toEqual([]);
    ctx.clock.advance(DAY);
    await worker.runDue();
    const points = () => ctx.db.selectFrom('salary_points').select(['source', 'salary', 'city']).where('city', 'in', ['brasov', 'iasi']).execute();
    // 5,850 lei net is 10,000 lei gross (CAS 25 %, CASS 10 %, then 10 % income tax).
    expect(await points()).toContainEqual({ source: 'offer', salary: 10_000, city: 'brasov' });

    ctx.clock.advance(200 * DAY);
    await post(21, 'iasi', 7000, 8000);
    ctx.clock.advance(190 * DAY); // Iași's first ten points are now 13 months old; the newest is 190 days old
    await worker.runDue();
    const left = await points();
    expect(left.filter((p) => p.city === 'iasi')).toEqual([{ source: 'post', salary: 7500, city: 'iasi' }]);
    expect(left.filter((p) => p.city === 'brasov')).toEqual([]);
    // A year on, the first reader's session has expired: a new one reads.
    expect(await insight('iasi', await candidate(ctx, { name: 'Dan Ene' }))).toMatchObject({ level: null });
    const cells = await ctx.db
      .selectFrom('salary_cells')
      .select(['points', 'employers'])
      .where('level', '=', 'city')
      .where('place', '=', 'iasi')
      .execute();
    expect(cells).toEqual([{ points: 1, employers: 1 }]);
  });
});

describeEachDatabase('salary insight demo data', (ctx) => {
  it('has cells that pass and cells that fail, for each reason', async () => {
    await seedDemoData(ctx.db, ctx.clock);
    await seedDemoData(ctx.db, ctx.clock); // again: nothing doubles
    const care = await createCare(ctx);
    const coverage = async (level: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/care/insight/coverage?level=${level}`, headers: asParty(care) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().cells as Array<{ job_title: string; place: string; passes: boolean; tails: boolean; reasons: string[] }>;
    };
    const cities = await coverage('city');
    const at = (jobTitle: string, place: string) => cities.find((c) => c.job_title === jobTitle && c.place === place);
    expect(at('asistent-medical-generalist', 'cluj-napoca')).toMatchObject({ passes: true, tails: true });
    expect(at('asistent-medical-generalist', 'turda')).toMatchObject({ passes: false, reasons: ['fewEmployers', 'fewPoints', 'dominantEmployer'] });
    expect(at('medic-specialist', 'iasi')).toMatchObject({ passes: false, reasons: ['fewEmployers', 'fewPoints'] });
    expect(at('asistent-medical-generalist', 'timisoara')).toMatchObject({ passes: false, reasons: ['dominantEmployer'] });
    const counties = await coverage('county');
    expect(counties.find((c) => c.job_title === 'asistent-medical-generalist' && c.place === 'CJ')).toMatchObject({ passes: true });
  });
});
