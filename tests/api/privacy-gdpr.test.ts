import { handlerOf } from '../../src/server/jobs/worker.ts';
import { strFromU8, unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { funnelReport } from '../../src/server/funnel/funnel.ts';
import { enqueueJob } from '../../src/server/jobs/queue.ts';
import { opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { licenceExpiryHandlers } from '../../src/server/licences/expiry-jobs.ts';
import { sendFriendInvitation } from '../../src/server/notifications/friend-invitation.ts';
import { type Account, bearer, createCare, PASSWORD, registerCandidate, registerCompany } from '../support/accounts.ts';
import { OPTIONS, processStartedByCare } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { attachmentsHolding, columnsHolding, tablesWithUserIds } from '../support/personal-data.ts';
import { multipart, pdfFile } from '../support/files.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../support/licences.ts';

// The data export holds every table that holds the user; erasure leaves no personal value of
// the user anywhere while processes, events and funnel figures stay.

describeEachDatabase('GDPR export and erasure', (ctx) => {
  const send = (token: string, processId: number, type: string, payload: object, expectedVersion: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${processId}/events`,
      headers: bearer(token),
      payload: { type, payload, expectedVersion },
    });

  /** A candidate with a CV in a process the company accepted (contact level), with care's private note on it. */
  async function processAtContact(candidateName: string, phone: string, contactName: string, companyPhone = '+40 21 312 4567') {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const candidate = await registerCandidate(ctx, { name: candidateName, phone });
    const cv = multipart('cv', 'cv.pdf', pdfFile());
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/cv',
      payload: cv.payload,
      headers: { ...cv.headers, ...bearer(candidate.token) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const company = await registerCompany(ctx, { contact_name: contactName, company_name: 'Clinica Sfântul Luca', phone: companyPhone });
    const care = await createCare(ctx);
    const { processId } = await processStartedByCare(ctx, care, company.id, candidate.id);
    await giveLicenceFor(ctx.db, processId);
    expect((await send(candidate.token, processId, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }, 1)).statusCode).toBe(200);
    expect(
      (
        await send(
          care.token,
          processId,
          'care.validate',
          { note: `Called ${candidateName}, sounds private`, toCompany: 'Recommended', ...LICENCE_CHECKED },
          2,
        )
      ).statusCode,
    ).toBe(200);
    expect((await send(company.token, processId, 'company.acceptCandidate', {}, 3)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/candidates/${candidate.id}`, headers: bearer(company.token) })).statusCode).toBe(200);
    return { candidate, company, care, processId };
  }

  async function exportOf(account: Account) {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/privacy/export', headers: bearer(account.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    return unzipSync(new Uint8Array(res.rawPayload));
  }

  /**
   * The interview agreed: each side's mail carries a calendar file with the other side's data (the company's names
   * her with her address; hers, the company's interview address, contact person and phone). Both went out.
   */
  async function interviewAgreed(candidate: Account, company: Account, processId: number, interview: object) {
    expect((await send(company.token, processId, 'company.proposeInterview', { interview, options: OPTIONS }, 4)).statusCode).toBe(200);
    expect((await send(candidate.token, processId, 'candidate.pickOption', { option: OPTIONS[0] }, 5)).statusCode).toBe(200);
    await ctx.db.updateTable('mail_outbox').set({ sent_at: ctx.clock.now() }).where('sent_at', 'is', null).execute();
  }

  const funnelNow = async () => (await funnelReport(ctx.db, new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'))).stages;

  it('exports every table that holds the user, the CV, and nothing secret or private to care', async () => {
    const { candidate, company } = await processAtContact('Smaranda Export', '0733 100 200', 'Radu Exportescu');
    const files = await exportOf(candidate);
    const tables = await tablesWithUserIds(ctx);
    expect(tables.length).toBeGreaterThan(15);
    const missing = tables.filter((table) => !(`data/${table}.json` in files));
    expect(missing, 'tables with a user id column that the export leaves out').toEqual([]);

    const read = (table: string) => JSON.parse(strFromU8(files[`data/${table}.json`]!)) as Array<Record<string, unknown>>;
    expect(read('users')).toEqual([expect.objectContaining({ id: candidate.id, email: candidate.email })]);
    expect(read('users')[0]).not.toHaveProperty('password_hash');
    expect(read('sessions')[0]).not.toHaveProperty('token_hash');
    expect(read('candidates')[0]).toMatchObject({ full_name: 'Smaranda Export', phone: '+40733100200' });
    expect(read('processes')).toHaveLength(1);
    expect(read('process_events').map((e) => e.type)).toEqual([
      'process.create',
      'candidate.acceptOffer',
      'care.validate',
      'company.acceptCandidate',
    ]);
    expect(read('candidate_access_log')).toEqual([expect.objectContaining({ viewer_id: company.id, what: 'profile' })]);
    expect(Object.keys(files).filter((name) => name.startsWith('cv/'))).toEqual(['cv/cv.pdf']);
    expect(strFromU8(files['cv/cv.pdf']!).startsWith('%PDF-')).toBe(true);
    // Care's note about the phone screen stays with care.
    expect(Object.values(files).some((data) => strFromU8(data).includes('sounds private'))).toBe(false);
    expect(read('privacy_log')).toEqual([
      expect.objectContaining({ action: 'consent.policy', actor_id: candidate.id }),
      expect.objectContaining({ action: 'export', actor_id: candidate.id }),
    ]);

    // The company's export holds its side, with care's word to it and not the note.
    const companyFiles = await exportOf(company);
    const events = JSON.parse(strFromU8(companyFiles['data/process_events.json']!)) as Array<{ type: string; payload: unknown }>;
    expect(events.find((e) => e.type === 'care.validate')?.payload).toEqual({ toCompany: 'Recommended' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/privacy/export' })).statusCode).toBe(401);
  });

  it('erases a candidate: the process ends through the machine, no personal value is left, the funnel stays', async () => {
    const name = 'Cosânzeana Ștergere';
    const phone = '+40744987321';
    const { candidate, company, processId } = await processAtContact(name, '0744 987 321', 'Doina Rămâne');
    await interviewAgreed(candidate, company, processId, { type: 'virtual', link: 'https://meet.example/abc' });
    // Her friend's invitation names her; care's mail on her licence's expiry names her and the licence.
    const friend = await ctx.app.inject({
      method: 'POST',
      url: '/api/recommendations',
      headers: bearer(candidate.token),
      payload: { full_name: 'Prietena Bună', email: `prietena.${candidate.id}@example.ro`, phone: '0733 444 555' },
    });
    expect(friend.statusCode, friend.body).toBe(201);
    await sendFriendInvitation({ db: ctx.db, config: ctx.config, mailer: ctx.app.deps.mailer, now: ctx.clock.now() }, friend.json().id);
    const expiry = { candidateId: candidate.id, jobTitle: 'medic-specialist', expiresOn: '2099-12-31', daysBefore: 0 };
    const jobId = await enqueueJob(
      ctx.db,
      { kind: 'licence.expiryFlag', payload: expiry, runAt: ctx.clock.now(), dedupKey: `expiry:${candidate.id}` },
      ctx.clock.now(),
    );
    const job = await ctx.db.selectFrom('jobs').selectAll().where('id', '=', jobId!).executeTakeFirstOrThrow();
    await handlerOf(licenceExpiryHandlers(opsDepsOf(ctx.app)), job)!(job);
    const cvKey = (await ctx.db.selectFrom('candidates').select('cv_key').where('user_id', '=', candidate.id).executeTakeFirstOrThrow()).cv_key!;
    expect(await columnsHolding(ctx, name)).not.toEqual([]);
    expect(await attachmentsHolding(ctx, candidate.email)).not.toEqual([]);
    const funnelBefore = await funnelNow();
    const eventsBefore = await ctx.db
      .selectFrom('process_events')
      .select(['version', 'type', 'actor_id'])
      .where('process_id', '=', processId)
      .orderBy('version')
      .execute();

    // An address change still waiting for its confirmation link: the new address is the candidate's too.
    const newEmail = `cosanzeana.noua.${candidate.id}@example.ro`;
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/change',
      headers: bearer(candidate.token),
      payload: { email: newEmail, current_password: PASSWORD },
    });
    expect(change.statusCode, change.body).toBe(202);
    expect(await columnsHolding(ctx, newEmail)).not.toEqual([]);

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/erasure',
      headers: bearer(candidate.token),
      payload: { password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(400);
    ctx.clock.advance(60_000);
    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/erasure',
      headers: bearer(candidate.token),
      payload: { password: PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(204);

    // The process ended through the machine, with the reason, and the company was told.
    const asCompany = (await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: bearer(company.token) })).json();
    expect(asCompany.state).toBe('archived.accountClosed');
    expect(asCompany.company_status).toBe('account closed');
    expect(asCompany.snapshot.context.closing).toMatchObject({ event: 'system.closeAccount', by: 'system', reason: 'candidate-account-closed' });
    const told = await ctx.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', company.id)
      .where('kind', '=', 'process.system.closeAccount')
      .execute();
    expect(told).toHaveLength(1);

    // Nothing personal is left, anywhere; the CV file is gone and the session no longer works.
    for (const value of [name, candidate.email, newEmail, phone, 'Cosânzeana']) {
      expect(await columnsHolding(ctx, value), value).toEqual([]);
      expect(await attachmentsHolding(ctx, value), value).toEqual([]);
    }
    expect(await ctx.app.deps.storage.get(cvKey)).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/privacy/export', headers: bearer(candidate.token) })).statusCode).toBe(401);
    const signIn = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: candidate.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(401);

    // Rows and events stay under the same ids: the audit trail and the funnel are as true as before.
    const eventsAfter = await ctx.db
      .selectFrom('process_events')
      .select(['version', 'type', 'actor_id'])
      .where('process_id', '=', processId)
      .orderBy('version')
      .execute();
    expect(eventsAfter.slice(0, eventsBefore.length)).toEqual(eventsBefore);
    expect(eventsAfter.at(-1)).toMatchObject({ type: 'system.closeAccount' });
    expect(await funnelNow()).toEqual(funnelBefore);
    const steps = await ctx.db.selectFrom('privacy_log').select(['action', 'actor_id']).where('user_id', '=', candidate.id).orderBy('id').execute();
    expect(steps).toEqual([
      { action: 'consent.policy', actor_id: candidate.id },
      { action: 'erasure.requested', actor_id: candidate.id },
      { action: 'erasure.processClosed', actor_id: candidate.id },
      { action: 'erasure.completed', actor_id: candidate.id },
    ]);
  });

  it('erases a company on request through care: the candidate is told, the contact person is gone', async () => {
    const contact = 'Teodosie Închide';
    const { candidate, company, care, processId } = await processAtContact('Ilinca Rămâne', '0755 111 222', contact, '0264 555 987');
    const companyPhone = (await ctx.db.selectFrom('companies').select('phone').where('user_id', '=', company.id).executeTakeFirstOrThrow()).phone;
    // The company's invitation gives its own phone: her mail's calendar file copies it.
    await interviewAgreed(candidate, company, processId, { type: 'phone', phone: '0264 555 987' });
    expect(await attachmentsHolding(ctx, companyPhone)).not.toEqual([]);
    const funnelBefore = await funnelNow();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/care/users/${company.id}/erasure`, headers: bearer(company.token) })).statusCode).toBe(
      403,
    );
    const careErase = (userId: number, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/care/users/${userId}/erasure`, headers: bearer(care.token), payload });
    const noReason = await careErase(company.id, {});
    expect([noReason.statusCode, Object.keys(noReason.json().errors)]).toEqual([400, ['reason']]);
    const erased = await careErase(company.id, { reason: 'Asked by phone on 2 March' });
    expect(erased.statusCode, erased.body).toBe(204);

    const asCandidate = (await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: bearer(candidate.token) })).json();
    expect([asCandidate.state, asCandidate.candidate_status]).toEqual(['archived.accountClosed', 'AccountClosed']);
    const told = await ctx.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', candidate.id)
      .where('kind', '=', 'process.system.closeAccount')
      .execute();
    expect(told).toHaveLength(1);
    for (const value of [contact, company.email, companyPhone]) {
      expect(await columnsHolding(ctx, value), value).toEqual([]);
      expect(await attachmentsHolding(ctx, value), value).toEqual([]);
    }
    expect(await funnelNow()).toEqual(funnelBefore);
    const log = (await ctx.app.inject({ method: 'GET', url: '/api/care/privacy-log?kind=erasure', headers: bearer(care.token) })).json();
    const steps = (log.data as Array<{ user_id: number; action: string; actor_id: number }>).filter((step) => step.user_id === company.id);
    expect(steps.map((step) => [step.action, step.actor_id])).toEqual([
      ['erasure.completed', care.id],
      ['erasure.processClosed', care.id],
      ['erasure.requested', care.id],
    ]);
    // Care accounts are not erased this way; an erased account cannot be erased twice.
    expect((await careErase(care.id, { reason: 'A test' })).statusCode).toBe(403);
    expect((await careErase(company.id, { reason: 'A test' })).statusCode).toBe(404);
  });
});
