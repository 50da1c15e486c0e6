import { handlerOf } from '../../src/server/jobs/worker.ts';
import { beforeAll, expect, it } from 'vitest';
import { createOpsWorker, opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { sweepDeadlines } from '../../src/server/jobs/sweep.ts';
import { licenceExpiryHandlers } from '../../src/server/licences/expiry-jobs.ts';
import { insertNeed } from '../../src/server/workflow/needs.ts';
import { type Account, bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { insertLicence } from '../support/licences.ts';

// A nurse's licence to practise after onboarding: the prompt when care's validation is refused for want of it, and
// the reminder from 1 October to renew a licence that ends on 31 December (OAMGMAMR's yearly aviz).
describeEachDatabase('licence prompts and year-end renewals', (ctx) => {
  let company: Account;
  let care: Account;

  beforeAll(async () => {
    ctx.clock.set('2026-03-02T08:00:00Z'); // Monday, 10:00 in Bucharest
    company = await registerCompany(ctx);
    care = await createCare(ctx);
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Account, payload?: object) =>
    ctx.app.inject({ method, url, headers: { ...bearer(who.token), 'accept-language': 'ro-RO' }, ...(payload ? { payload } : {}) });
  const notices = (who: Account, kind: string) =>
    ctx.db.selectFrom('notifications').select(['title', 'body', 'link']).where('user_id', '=', who.id).where('kind', '=', kind).execute();
  const mails = (who: Account, kind: string) =>
    ctx.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', who.email).where('kind', '=', kind).execute();

  it('tells the nurse once what care needs when it cannot validate her, and validates her once she adds it', async () => {
    const worker = createOpsWorker(ctx.app);
    const nurse = await registerCandidate(ctx);
    await ctx.db.updateTable('candidates').set({ category: 'asistent-medical-generalist' }).where('user_id', '=', nurse.id).execute();
    const needId = await insertNeed(
      ctx.db,
      { companyId: company.id, jobTitle: 'asistent-medical-generalist', city: 'brasov', workType: 'full_time' },
      ctx.clock.now(),
    );
    const created = await call('POST', '/api/processes', care, { need_id: needId, candidate_id: nurse.id });
    const processId = created.json().id as number;
    const send = (who: Account, type: string, payload: object, expectedVersion: number) =>
      call('POST', `/api/processes/${processId}/events`, who, { type, payload, expectedVersion });
    expect((await send(nurse, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }, 1)).statusCode).toBe(200);

    const checked = { licence: { method: 'register', reference: 'OAMGMAMR registru 2026/7' } };
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await send(care, 'care.validate', checked, 2);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.licence).toHaveLength(1);
      await worker.runDue();
    }
    const [notice, ...more] = await notices(nurse, 'licence.needed');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: 'Medilink: adăugați avizul de liberă practică pentru Asistent medical generalist / Asistentă medicală generalistă',
      link: '/profile',
    });
    expect(notice!.body).toContain('OAMGMAMR');
    expect(await mails(nurse, 'licence.needed')).toHaveLength(1);

    // She adds it (as the onboarding's job step or the profile saves it): care validates, and nothing more is sent.
    const saved = await call('PUT', '/api/profile/licences/asistent-medical-generalist', nurse, {
      body: 'OAMGMAMR',
      number: 'AMG-2211',
      issued_on: '2026-01-15',
      expires_on: '2026-12-31',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const validated = await send(care, 'care.validate', checked, 2);
    expect(validated.statusCode, validated.body).toBe(200);
    await worker.runDue();
    expect(await notices(nurse, 'licence.needed')).toHaveLength(1);
  });

  it('tells her about an expired licence, unless she renewed it before the job ran', async () => {
    const worker = createOpsWorker(ctx.app);
    const nurse = await registerCandidate(ctx);
    await insertLicence(
      ctx.db,
      { candidateId: nurse.id, jobTitle: 'moasa', body: 'OAMGMAMR', number: 'M-9', expiresOn: '2025-12-31' },
      ctx.clock.now(),
    );
    const needId = await insertNeed(ctx.db, { companyId: company.id, jobTitle: 'moasa', city: 'brasov', workType: 'full_time' }, ctx.clock.now());
    const processId = (await call('POST', '/api/processes', care, { need_id: needId, candidate_id: nurse.id })).json().id as number;
    const send = (who: Account, type: string, payload: object, expectedVersion: number) =>
      call('POST', `/api/processes/${processId}/events`, who, { type, payload, expectedVersion });
    await send(nurse, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }, 1);
    const checked = { licence: { method: 'register', reference: 'OAMGMAMR registru 2026/8' } };
    expect((await send(care, 'care.validate', checked, 2)).statusCode).toBe(400);
    await worker.runDue();
    const [notice] = await notices(nurse, 'licence.needed');
    expect(notice!.body).toContain('a expirat la 31 decembrie 2025');

    // Refused again with the licence renewed in between (and expired once more): the job finds it valid, says nothing.
    await ctx.db.updateTable('candidate_licences').set({ expires_on: '2026-01-31' }).where('candidate_id', '=', nurse.id).execute();
    expect((await send(care, 'care.validate', checked, 2)).statusCode).toBe(400);
    await ctx.db.updateTable('candidate_licences').set({ expires_on: '2026-12-31' }).where('candidate_id', '=', nurse.id).execute();
    await worker.runDue();
    expect(await notices(nurse, 'licence.needed')).toHaveLength(1);
  });

  it('reminds a licence ending on 31 December to be renewed from 1 October, once, by mail and notification', async () => {
    const worker = createOpsWorker(ctx.app);
    const nurse = await registerCandidate(ctx);
    const later = await registerCandidate(ctx);
    ctx.clock.set('2026-09-30T09:00:00Z'); // 12:00 in Bucharest, the last day of September
    const now = ctx.clock.now();
    const yearly = { jobTitle: 'asistent-medical-generalist', body: 'OAMGMAMR', number: 'AMG-1' };
    await insertLicence(ctx.db, { candidateId: nurse.id, ...yearly, expiresOn: '2026-12-31' }, now);
    await insertLicence(ctx.db, { candidateId: later.id, ...yearly, expiresOn: '2027-12-31' }, now);
    const runAt = async (iso: string) => {
      ctx.clock.set(iso);
      await sweepDeadlines(ctx.db, ctx.clock.now());
      await worker.runDue();
    };

    await runAt('2026-09-30T20:59:00Z'); // 23:59 in Bucharest
    expect(await mails(nurse, 'licence.renewal')).toEqual([]);
    expect(await notices(nurse, 'licence.renewal')).toEqual([]);

    await runAt('2026-10-01T07:00:00Z'); // 1 October, 10:00 in Bucharest
    await runAt('2026-10-01T07:05:00Z');
    await runAt('2026-11-15T07:00:00Z');
    const [mail, ...moreMails] = await mails(nurse, 'licence.renewal');
    expect(moreMails).toEqual([]);
    expect(mail!.subject).toBe('Medilink: reînnoiți avizul de liberă practică pentru anul următor');
    expect(mail!.text_body).toContain('31 decembrie 2026');
    expect(await notices(nurse, 'licence.renewal')).toEqual([{ title: mail!.subject, body: expect.stringContaining('AMG-1'), link: '/profile' }]);
    // Next year's licence is not reminded this year.
    expect(await mails(later, 'licence.renewal')).toEqual([]);

    // A worker that died after writing: the job runs again and adds neither the mail nor the notification again.
    const job = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'licence.renewYear')
      .where('dedup_key', 'like', `%:${nurse.id}:%`)
      .executeTakeFirstOrThrow();
    await handlerOf(licenceExpiryHandlers(opsDepsOf(ctx.app)), job)!(job);
    expect(await mails(nurse, 'licence.renewal')).toHaveLength(1);
    expect(await notices(nurse, 'licence.renewal')).toHaveLength(1);
  });
});
