import { expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { explainNow } from '../../src/server/matching/explanations.ts';
import { seedWorkflowDemo } from '../../src/server/workflow/seed.ts';
import { describeEachDatabase } from '../support/databases.ts';

// The demo candidates state their desired pay in net, as the profile asks; the demo posts state gross. Compared on
// one basis (machines/working-time.ts), each candidate's wish must still meet the posts she was written for, or a
// newcomer sees matching offer nobody anything.
describeEachDatabase('demo data: candidates and posts meet on pay', (ctx) => {
  it('has several demo posts whose title, place and gross range fit a demo candidate’s net wish', async () => {
    const now = new Date('2026-05-20T09:00:00.000Z');
    await seedDemoData(ctx.db, ctx.clock);
    await seedWorkflowDemo(ctx.db, ctx.config, { now });
    const candidates = await ctx.db
      .selectFrom('candidates as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.user_id', 'u.email', 'c.category', 'c.salary_basis'])
      .where('u.email', 'like', '%@demo.medilink.ro')
      .execute();
    const needs = await ctx.db.selectFrom('needs').select(['id', 'job_title']).where('archived', '=', false).execute();
    const fits: Array<[string, number]> = [];
    for (const c of candidates) {
      for (const n of needs.filter((n) => n.job_title === c.category)) {
        const explanation = (await explainNow(ctx.db, n.id, c.user_id, now))!;
        const verdict = (name: string) => explanation.factors.find((f) => f.factor === name)!.verdict;
        if (verdict('jobTitle') === 'fits' && verdict('distance') === 'fits' && verdict('pay') === 'fits') fits.push([c.email, n.id]);
      }
    }
    expect(candidates.filter((c) => c.salary_basis === 'net').length).toBeGreaterThan(candidates.length / 2);
    expect(fits.filter(([email]) => email === 'candidate@demo.medilink.ro').length).toBeGreaterThanOrEqual(2);
    expect(new Set(fits.map(([email]) => email)).size).toBeGreaterThanOrEqual(3);
    expect(fits.length).toBeGreaterThanOrEqual(4);
  });
});
