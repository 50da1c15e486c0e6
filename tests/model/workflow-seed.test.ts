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
    const mails = await ctx.db.selectFrom('mail_outbox').select('kind').where('kind', 'like', 'workflow.%').execute();
    expect(mails).toEqual([]);
  });
});
