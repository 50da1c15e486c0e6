import { expect, it } from 'vitest';
import { eraseIfStillUnused, monthsBefore, redactArchivedProcesses } from '../../src/server/privacy/retention.ts';
import { type Account, bearer, createCare, PASSWORD, registerCandidate, registerCompany } from '../support/accounts.ts';
import { AFTER_INTERVIEW, driveTo, processStartedByCare, sendEvent, T0 } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { giveLicenceFor, insertLicence } from '../support/licences.ts';

// Erasure changes only its subject's data, found by structure: a name, phone, email or licence number that equals a
// JSON key, a state or a number elsewhere changes nothing of anyone else (docs/privacy.md, "Erasure").

describeEachDatabase('GDPR erasure touches only its subject', (ctx) => {
  const erase = (account: Account) =>
    ctx.app.inject({ method: 'POST', url: '/api/privacy/erasure', headers: bearer(account.token), payload: { password: PASSWORD } });
  const read = (account: Account, processId: number) =>
    ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: bearer(account.token) });

  async function startProcess(care: Account, company: Account, candidate: Account) {
    ctx.clock.set(T0);
    const { processId } = await processStartedByCare(ctx, care, company.id, candidate.id);
    await giveLicenceFor(ctx.db, processId, ctx.clock.now());
    return processId;
  }

  it('a candidate named "company" erases her account: every process of every company still reads and takes events', async () => {
    ctx.clock.set(T0);
    const care = await createCare(ctx);
    const [north, south] = [await registerCompany(ctx), await registerCompany(ctx)];
    const other = await registerCandidate(ctx, { name: 'Ilinca Martin' });
    const subject = await registerCandidate(ctx, { name: 'company' });

    const scheduled = await startProcess(care, north, other);
    await driveTo(ctx, { candidate: other, company: north, care }, scheduled, 'scheduled', {
      interview: { type: 'office', address: 'Str. Lungă 1, Brașov', contactPerson: 'Dr. Pop' },
    });
    const offered = await startProcess(care, south, other);
    await driveTo(ctx, { candidate: other, company: south, care }, offered, 'finalOffer', { salary: 12000 });
    const hers = [await startProcess(care, north, subject), await startProcess(care, south, subject)];
    await driveTo(ctx, { candidate: subject, company: north, care }, hers[0]!, 'companyAccepted');

    ctx.clock.set(AFTER_INTERVIEW);
    const erased = await erase(subject);
    expect(erased.statusCode, erased.body).toBe(204);

    for (const [company, processId] of [
      [north, scheduled],
      [south, offered],
      [north, hers[0]!],
      [south, hers[1]!],
    ] as const) {
      const res = await read(company, processId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().snapshot.context.parties).toEqual({ candidate: expect.any(String), company: String(company.id) });
    }
    expect((await read(north, hers[0]!)).json().state).toBe('archived.accountClosed');
    // The other candidate's processes go on, with the company's interview as it wrote it.
    expect((await read(north, scheduled)).json().snapshot.context.interview).toEqual({
      type: 'office',
      address: 'Str. Lungă 1, Brașov',
      contactPerson: 'Dr. Pop',
    });
    await sendEvent(ctx, north, scheduled, 'company.reportPresence', { present: true }, AFTER_INTERVIEW);
    await sendEvent(ctx, other, offered, 'candidate.acceptFinalOffer', { revision: 1 }, AFTER_INTERVIEW);

    // A second erasure finds nothing left to erase.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/care/users/${subject.id}/erasure`,
      headers: bearer(care.token),
      payload: { reason: 'Again' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('a licence number equal to a salary elsewhere ("26000"): her erasure and retention\'s erasure complete', async () => {
    ctx.clock.set(T0);
    const care = await createCare(ctx);
    const company = await registerCompany(ctx);
    const other = await registerCandidate(ctx, { name: 'Smaranda Ofertă' });
    const processId = await startProcess(care, company, other);
    await driveTo(ctx, { candidate: other, company, care }, processId, 'finalOffer', { salary: 26000 });

    const [asked, unused] = [await registerCandidate(ctx, { name: 'Ana Licență' }), await registerCandidate(ctx, { name: 'Dana Licență' })];
    for (const candidate of [asked, unused]) {
      await insertLicence(
        ctx.db,
        { candidateId: candidate.id, jobTitle: 'asistent-medical', body: 'OAMGMAMR', number: '26000', expiresOn: '2030-01-01' },
        ctx.clock.now(),
      );
      await startProcess(care, company, candidate);
    }

    ctx.clock.set(AFTER_INTERVIEW);
    const erased = await erase(asked);
    expect(erased.statusCode, erased.body).toBe(204);

    // The unused account: unused for RETENTION_MONTHS and warned more than 30 days ago, so the retention job erases it.
    const now = ctx.clock.now();
    const lastActive = monthsBefore(now, ctx.config.retentionMonths + 1);
    await ctx.db
      .updateTable('users')
      .set({ last_active_at: lastActive, retention_warned_at: new Date(now.getTime() - 40 * 86_400_000) })
      .where('id', '=', unused.id)
      .execute();
    expect(await eraseIfStillUnused(ctx.app.deps, unused.id)).toBe(true);

    const offer = (await read(company, processId)).json();
    expect(offer.snapshot.context.finalOffer.salary).toBe(26000);
    await sendEvent(ctx, other, processId, 'candidate.acceptFinalOffer', { revision: 1 }, AFTER_INTERVIEW);
  });

  it('the retention of an archived process whose candidate is named "company" leaves it readable, and care can reopen it', async () => {
    ctx.clock.set(T0);
    const care = await createCare(ctx);
    const company = await registerCompany(ctx, { contact_name: 'state' });
    const candidate = await registerCandidate(ctx, { name: 'company' });
    const processId = await startProcess(care, company, candidate);
    await driveTo(ctx, { candidate, company, care }, processId, 'validated');
    await sendEvent(ctx, company, processId, 'company.rejectCandidate', { reason: 'other', text: 'We met before' });

    ctx.clock.set(AFTER_INTERVIEW);
    const archivedAt = monthsBefore(ctx.clock.now(), ctx.config.retentionMonths + 1);
    await ctx.db.updateTable('processes').set({ updated_at: archivedAt }).where('id', '=', processId).execute();
    expect(await redactArchivedProcesses(ctx.app.deps)).toBeGreaterThanOrEqual(1);

    const res = await read(company, processId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().snapshot.context.closing).toMatchObject({ by: 'company', reason: 'other', text: '[erased]' });
    await sendEvent(ctx, care, processId, 'care.unarchive', {}, AFTER_INTERVIEW);
  });
});
