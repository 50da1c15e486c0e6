import { expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { seedWorkflowDemo } from '../../src/server/workflow/seed.ts';
import { describeEachDatabase } from '../support/databases.ts';

describeEachDatabase('workflow demo seed', (ctx) => {
  it('drives demo processes through the engine into varied states, once', async () => {
    await seedDemoData(ctx.db, ctx.clock);
    const now = new Date('2026-05-20T09:00:00.000Z');
    expect(await seedWorkflowDemo(ctx.db, ctx.config, { now })).toBe(13);
    expect(await seedWorkflowDemo(ctx.db, ctx.config, { now })).toBe(0);

    const rows = await ctx.db
      .selectFrom('processes')
      .innerJoin('users', 'users.id', 'processes.candidate_id')
      .select(['processes.state', 'processes.candidate_status', 'processes.company_status', 'users.email'])
      .orderBy('processes.id')
      .execute();
    expect(rows.map((r) => r.state)).toEqual([
      'offered',
      'screening',
      'interview.candidateChoosing',
      'interview.scheduled',
      'interviewPassed',
      'finalOffer',
      'archived.hired',
      'archived.offerRejected',
      'validated',
      'interview.companyChoosing',
      'companyPresent',
      'positiveFeedback',
      'offerAccepted',
    ]);
    expect(rows.filter((r) => r.email === 'candidate@demo.medilink.ro')).toHaveLength(8);
    // Interviews still to come are in the future of the seeding moment; the others in its past.
    const scheduled = await ctx.db.selectFrom('processes').select('snapshot').where('state', '=', 'interview.scheduled').executeTakeFirstOrThrow();
    expect(Date.parse((scheduled.snapshot as { context: { scheduledAt: string } }).context.scheduledAt)).toBeGreaterThan(now.getTime());
    // The needs behind them vary (seed-data/demo-profiles.json), as does the final offer made within each range.
    const offers = await ctx.db
      .selectFrom('processes')
      .innerJoin('needs', 'needs.id', 'processes.need_id')
      .innerJoin('users', 'users.id', 'processes.candidate_id')
      .select(['needs.title', 'needs.job_title', 'needs.city', 'needs.work_type', 'needs.salary_min', 'needs.salary_max', 'needs.description'])
      .select(['processes.snapshot', 'users.email'])
      .orderBy('processes.id')
      .execute();
    const distinct = (values: unknown[]) => new Set(values.map((v) => JSON.stringify(v))).size;
    const demoOffers = offers.filter((o) => o.email === 'candidate@demo.medilink.ro');
    expect(distinct(demoOffers.map((o) => o.title))).toBe(8);
    expect(distinct(demoOffers.map((o) => [o.salary_min, o.salary_max]))).toBe(8);
    expect(distinct(offers.map((o) => o.job_title))).toBeGreaterThanOrEqual(6);
    expect(distinct(offers.map((o) => o.city))).toBeGreaterThanOrEqual(5);
    expect(distinct(offers.map((o) => o.work_type))).toBe(3);
    expect(distinct(offers.map((o) => o.description))).toBe(13);
    const finalOffers = offers.flatMap((o) => {
      const offer = (o.snapshot as { context: { finalOffer: { salary: number } | null } }).context.finalOffer;
      return offer ? [{ salary: offer.salary, min: o.salary_min, max: o.salary_max }] : [];
    });
    expect(finalOffers.length).toBeGreaterThanOrEqual(3);
    for (const offer of finalOffers) expect(offer.salary >= offer.min! && offer.salary <= offer.max!, JSON.stringify(offer)).toBe(true);
    const mails = await ctx.db.selectFrom('mail_outbox').select('kind').where('kind', 'like', 'workflow.%').execute();
    expect(mails).toEqual([]);
  });
});
