import { handlerOf } from '../../src/server/jobs/worker.ts';
import { beforeAll, expect, it } from 'vitest';
import { insertNeed } from '../../src/server/workflow/needs.ts';
import { createOpsWorker, opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { licenceExpiryHandlers } from '../../src/server/licences/expiry-jobs.ts';
import { loadMatchCandidates } from '../../src/server/matching/repository.ts';
import { loadMatchNeed } from '../../src/server/matching/need-repository.ts';
import { createCare, registerCandidate, registerCompany, type Account } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { insertLicence } from '../support/licences.ts';

// A licence to practise that expires: matching leaves its holder out, and the reminders before the day.
describeEachDatabase('licences to practise expiring', (ctx) => {
  let candidate: Account;
  let other: Account;
  let company: Account;

  beforeAll(async () => {
    ctx.clock.set('2026-03-02T08:00:00Z'); // Monday, 10:00 in Bucharest
    candidate = await registerCandidate(ctx);
    other = await registerCandidate(ctx);
    company = await registerCompany(ctx);
    await createCare(ctx); // the licence expired on the day is flagged to care's mailbox
  });

  it('matching skips a candidate whose licence for the title expired, not one who gave none yet', async () => {
    const needId = await insertNeed(
      ctx.db,
      { companyId: company.id, jobTitle: 'farmacist', city: 'brasov', workType: 'full_time', salaryMin: 5000, salaryMax: 9000 },
      ctx.clock.now(),
    );
    const seekers = [other.id, candidate.id];
    await ctx.db
      .updateTable('candidates')
      .set({
        category: 'farmacist',
        sub_category: null,
        job_search_status: 'ready',
        work_type: 'full_time',
        city: 'brasov',
        max_distance_in_km: 50,
        min_salary: 6000,
        max_salary: 8000,
        salary_basis: 'gross', // the post's range is gross (post terms): her 6000–8000 gross fits its 5000–9000
      })
      .where('user_id', 'in', seekers)
      .execute();
    const need = (await loadMatchNeed(ctx.db, needId))!;
    const matched = async () => (await loadMatchCandidates(ctx.db, need, '2026-03-02')).map((c) => c.id).filter((id) => seekers.includes(id));
    expect((await matched()).sort()).toEqual([...seekers].sort());
    const now = ctx.clock.now();
    await insertLicence(ctx.db, { candidateId: other.id, jobTitle: 'farmacist', body: 'CFR', number: '77', expiresOn: '2026-03-01' }, now);
    expect(await matched()).toEqual([candidate.id]);
  });

  it('reminds the candidate 30 and 7 days before the expiry and flags it to care on the day, each once', async () => {
    const worker = createOpsWorker(ctx.app);
    const now = ctx.clock.now();
    await insertLicence(ctx.db, { candidateId: other.id, jobTitle: 'moasa', body: 'OAMGMAMR', number: 'AM-55', expiresOn: '2026-05-20' }, now);
    const mails = async () =>
      (await ctx.db.selectFrom('mail_outbox').select(['kind', 'to_address']).where('kind', 'like', '%licence%').orderBy('id').execute()).map((m) =>
        m.to_address === other.email ? m.kind : `care:${m.kind}`,
      );
    const runAt = async (iso: string) => {
      ctx.clock.set(iso);
      await ctx.db.deleteFrom('jobs').where('kind', '=', 'deadlines.sweep').execute();
      const { sweepDeadlines } = await import('../../src/server/jobs/sweep.ts');
      await sweepDeadlines(ctx.db, ctx.clock.now());
      await worker.runDue();
    };
    await runAt('2026-04-19T07:00:00Z'); // 31 days before, 10:00 in Bucharest
    expect(await mails()).toEqual([]);
    await runAt('2026-04-20T06:30:00Z'); // 30 days before, 09:30
    await runAt('2026-04-20T10:00:00Z');
    expect(await mails()).toEqual(['licence.reminder']);
    await runAt('2026-05-13T07:00:00Z'); // 7 days before
    await runAt('2026-05-14T07:00:00Z');
    expect(await mails()).toEqual(['licence.reminder', 'licence.reminder']);
    await runAt('2026-05-20T07:00:00Z'); // the day
    await runAt('2026-05-21T07:00:00Z');
    expect(await mails()).toEqual(['licence.reminder', 'licence.reminder', 'care:care.licenceExpired']);
  });

  it('reminds a licence entered late with the days really left, and mails once however often its job runs', async () => {
    const worker = createOpsWorker(ctx.app);
    const late = await registerCandidate(ctx);
    ctx.clock.set('2026-06-01T07:00:00Z');
    const now = ctx.clock.now();
    await insertLicence(
      ctx.db,
      { candidateId: late.id, jobTitle: 'asistent-medical-generalist', body: 'OAMGMAMR', number: 'AM-77', expiresOn: '2026-06-11' },
      now,
    );
    const { sweepDeadlines } = await import('../../src/server/jobs/sweep.ts');
    await sweepDeadlines(ctx.db, now);
    await worker.runDue();
    const reminders = () =>
      ctx.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', late.email).where('kind', '=', 'licence.reminder').execute();
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder!.subject).toMatch(/ în 10 zile$/);

    // A worker that died between the mail and marking its job done: the job runs again, the mail is not queued again.
    const job = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'licence.remind')
      .where('dedup_key', 'like', `%:${late.id}:%`)
      .executeTakeFirstOrThrow();
    await handlerOf(licenceExpiryHandlers(opsDepsOf(ctx.app)), job)!(job);
    expect(await reminders()).toHaveLength(1);
  });
});
