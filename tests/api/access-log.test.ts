import { expect, it } from 'vitest';
import { bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { processStartedByCare } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { multipart, pdfFile } from '../support/files.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../support/licences.ts';

// Every read of a candidate's profile or CV by a company or by care is recorded; the candidate
// and care read the log.
describeEachDatabase('who viewed my profile and CV', (ctx) => {
  const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'en' } });

  it('records company and care reads (not refused ones, not her own) and shows them to her and to care', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const candidate = await registerCandidate(ctx);
    const cv = multipart('cv', 'cv.pdf', pdfFile());
    await ctx.app.inject({ method: 'POST', url: '/api/cv', payload: cv.payload, headers: { ...cv.headers, ...bearer(candidate.token) } });
    const company = await registerCompany(ctx, { company_name: 'Clinica Vizitatoare' });
    const stranger = await registerCompany(ctx);
    const care = await createCare(ctx);
    const { processId } = await processStartedByCare(ctx, care, company.id, candidate.id);

    expect((await get(candidate.token, '/api/privacy/access-log')).json()).toEqual({ data: [] });
    ctx.clock.advance(60_000);
    expect((await get(company.token, `/api/candidates/${candidate.id}`)).statusCode).toBe(200);
    // Refused reads leave nothing: the CV before her yes, a company with no process, her own reads.
    expect((await get(company.token, `/api/cv/${candidate.id}`)).statusCode).toBe(403);
    expect((await get(stranger.token, `/api/candidates/${candidate.id}`)).statusCode).toBe(404);
    expect((await get(candidate.token, `/api/cv/${candidate.id}`)).statusCode).toBe(200);

    const send = (token: string, type: string, payload: object, expectedVersion: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/processes/${processId}/events`,
        headers: bearer(token),
        payload: { type, payload, expectedVersion },
      });
    await send(candidate.token, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }, 1);
    await giveLicenceFor(ctx.db, processId);
    await send(care.token, 'care.validate', LICENCE_CHECKED, 2);
    ctx.clock.advance(60_000);
    expect((await get(company.token, `/api/cv/${candidate.id}`)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    expect((await get(care.token, `/api/register/candidate/${candidate.id}`)).statusCode).toBe(200);

    const log = (await get(candidate.token, '/api/privacy/access-log')).json();
    expect(log.data).toEqual([
      { at: '2026-03-02T09:03:00.000Z', what: 'profile', viewer: { id: care.id, role: 'care', name: 'Elena Dumitru' } },
      { at: '2026-03-02T09:02:00.000Z', what: 'cv', viewer: { id: company.id, role: 'company', name: 'Mihai Ionescu, Clinica Vizitatoare' } },
      { at: '2026-03-02T09:01:00.000Z', what: 'profile', viewer: { id: company.id, role: 'company', name: 'Mihai Ionescu, Clinica Vizitatoare' } },
    ]);
    expect((await get(care.token, `/api/care/candidates/${candidate.id}/access-log`)).json()).toEqual(log);
    // Only she and care read it.
    expect((await get(company.token, '/api/privacy/access-log')).statusCode).toBe(403);
    expect((await get(company.token, `/api/care/candidates/${candidate.id}/access-log`)).statusCode).toBe(403);
    expect((await get(candidate.token, `/api/care/candidates/${candidate.id}/access-log`)).statusCode).toBe(403);
  });
});
