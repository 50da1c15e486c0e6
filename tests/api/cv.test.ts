import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { docFile, docxFile, multipart, pdfFile, pngFile, xlsxFile } from '../support/files.ts';
import { createProcess } from '../../src/server/workflow/engine.ts';
import { insertNeed } from '../../src/server/workflow/needs.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../support/licences.ts';

describeEachDatabase('CV upload and download', (ctx) => {
  const upload = (token: string, filename: string, content: Buffer, contentType?: string, field = 'cv') => {
    const body = multipart(field, filename, content, contentType);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/cv',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token), 'accept-language': 'en' },
    });
  };
  const download = (token: string, candidateId: number) =>
    ctx.app.inject({ method: 'GET', url: `/api/cv/${candidateId}`, headers: { ...bearer(token), 'accept-language': 'en' } });

  it('stores a PDF and gives it back to its owner byte for byte', async () => {
    const account = await registerCandidate(ctx);
    const file = pdfFile(4096);
    const res = await upload(account.token, 'CV Ioana Popescu.pdf', file, 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ file_name: 'CV Ioana Popescu.pdf', size: 4096, mime_type: 'application/pdf' });
    const got = await download(account.token, account.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain('attachment;');
    expect(got.rawPayload.equals(file)).toBe(true);
  });

  it('recognises DOC and DOCX by content and names the file after it', async () => {
    const account = await registerCandidate(ctx);
    const doc = await upload(account.token, 'cv.bin', docFile());
    expect(doc.json()).toMatchObject({ file_name: 'cv.doc', mime_type: 'application/msword' });
    const docx = await upload(account.token, 'curriculum.docx', docxFile());
    expect(docx.json()).toMatchObject({
      file_name: 'curriculum.docx',
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('replaces the previous CV and removes its file', async () => {
    const account = await registerCandidate(ctx);
    await upload(account.token, 'a.pdf', pdfFile(1000));
    const first = await ctx.db.selectFrom('candidates').select('cv_key').where('user_id', '=', account.id).executeTakeFirstOrThrow();
    await upload(account.token, 'b.pdf', pdfFile(3000));
    const second = await ctx.db.selectFrom('candidates').select(['cv_key', 'cv_size']).where('user_id', '=', account.id).executeTakeFirstOrThrow();
    expect(second.cv_key).not.toBe(first.cv_key);
    expect(second.cv_size).toBe(3000);
    expect(await ctx.app.deps.storage.get(first.cv_key!)).toBeNull();
    expect((await download(account.token, account.id)).rawPayload.length).toBe(3000);
  });

  it.each([
    ['an image', 'photo.png', pngFile()],
    ['a spreadsheet (a ZIP that is not Word)', 'cv.docx', xlsxFile()],
    ['plain text', 'cv.txt', Buffer.from('Curriculum vitae\nIoana Popescu\n')],
    ['an image named .pdf (forged extension)', 'cv.pdf', pngFile()],
    ['text named .docx with a Word content type', 'cv.docx', Buffer.from('not really a document, just text')],
  ])('refuses %s', async (_what, filename, content) => {
    const account = await registerCandidate(ctx);
    const res = await upload(account.token, filename, content, 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please correct the highlighted fields',
      errors: { cv: ['Invalid file type. Upload a PDF, DOC or DOCX document'] },
    });
    const row = await ctx.db.selectFrom('candidates').select('cv_key').where('user_id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.cv_key).toBeNull();
  });

  it('refuses a file over 5 MB, in Romanian too', async () => {
    const account = await registerCandidate(ctx);
    const body = multipart('cv', 'big.pdf', pdfFile(5 * 1024 * 1024 + 1));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cv',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(account.token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ cv: ['Fișierul este prea mare. Dimensiunea maximă este 5 MB'] });
    const ok = await upload(account.token, 'exact.pdf', pdfFile(5 * 1024 * 1024));
    expect(ok.statusCode).toBe(200);
  });

  it('asks for a file when none or another field is sent', async () => {
    const account = await registerCandidate(ctx);
    const wrongField = await upload(account.token, 'cv.pdf', pdfFile(), 'application/pdf', 'document');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors).toEqual({ cv: ['Please choose a file'] });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/cv',
      payload: { cv: 'x' },
      headers: { ...bearer(account.token), 'accept-language': 'en' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ cv: ['Please choose a file'] });
  });

  it('refuses uploads without a candidate session', async () => {
    const anonymous = multipart('cv', 'cv.pdf', pdfFile());
    expect((await ctx.app.inject({ method: 'POST', url: '/api/cv', payload: anonymous.payload, headers: anonymous.headers })).statusCode).toBe(401);
    const company = await registerCompany(ctx);
    expect((await upload(company.token, 'cv.pdf', pdfFile())).statusCode).toBe(403);
  });

  it('refuses another candidate and a company without a process; care may read', async () => {
    const owner = await registerCandidate(ctx);
    await upload(owner.token, 'cv.pdf', pdfFile());
    const other = await registerCandidate(ctx);
    const company = await registerCompany(ctx);
    const care = await createCare(ctx);
    const denied = await download(other.token, owner.id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'You are not allowed to access this resource' });
    expect((await download(company.token, owner.id)).statusCode).toBe(403);
    expect((await download(care.token, owner.id)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/cv/${owner.id}` })).statusCode).toBe(401);
  });

  it('lets a company read the CV only after the candidate accepted its offer and care validated her, and only that company', async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    const candidate = await registerCandidate(ctx);
    await upload(candidate.token, 'cv.pdf', pdfFile());
    const company = await registerCompany(ctx);
    const otherCompany = await registerCompany(ctx);
    const care = await createCare(ctx);
    expect((await download(company.token, candidate.id)).statusCode).toBe(403);
    const needId = await insertNeed(
      ctx.db,
      { companyId: company.id, jobTitle: 'medic-specialist', city: 'brasov', workType: 'full_time' },
      ctx.clock.now(),
    );
    const { id: processId } = await createProcess(
      ctx.app.deps,
      { userId: care.id, role: 'care', sessionId: 0 },
      { needId, candidateId: candidate.id },
    );
    const send = (who: typeof care, type: string, payload: object, expectedVersion: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/processes/${processId}/events`,
        headers: bearer(who.token),
        payload: { type, payload, expectedVersion },
      });
    // Offered: the candidate has said nothing yet.
    const refused = await download(company.token, candidate.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not allowed to access this resource' });
    // Interested, but care has not validated the phone screen yet.
    expect((await send(candidate, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }, 1)).statusCode).toBe(200);
    expect((await download(company.token, candidate.id)).statusCode).toBe(403);
    await giveLicenceFor(ctx.db, processId);
    expect((await send(care, 'care.validate', LICENCE_CHECKED, 2)).statusCode).toBe(200);
    expect((await download(company.token, candidate.id)).statusCode).toBe(200);
    expect((await download(otherCompany.token, candidate.id)).statusCode).toBe(403);
  });

  it('answers 404 when the candidate has no CV', async () => {
    const account = await registerCandidate(ctx);
    expect((await download(account.token, account.id)).statusCode).toBe(404);
  });
  // Two connections, so PostgreSQL only (PGlite runs one transaction at a time: the race cannot happen there). An
  // erasure holds her row (as anonymise does) and commits while her upload waits for it: no CV, no file behind.
  it.skipIf(ctx.kind !== 'postgres')('refuses a CV whose upload waited on an erasure, and keeps no file of it', async () => {
    const account = await registerCandidate(ctx);
    let uploading: ReturnType<typeof upload> | undefined;
    await ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('candidates').select('user_id').where('user_id', '=', account.id).forUpdate().execute();
      uploading = upload(account.token, 'cv.pdf', pdfFile(2000));
      for (let waiting = 0; waiting === 0;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const row = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`.execute(ctx.db);
        waiting = row.rows[0]!.n;
      }
      await trx.updateTable('users').set({ erased_at: ctx.clock.now() }).where('id', '=', account.id).execute();
    });
    expect((await uploading!).statusCode).toBe(404);
    const row = await ctx.db.selectFrom('candidates').select('cv_key').where('user_id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.cv_key).toBeNull();
    const files = await ctx.db.selectFrom('stored_files').select('key').where('key', 'like', `cv/${account.id}/%`).execute();
    expect(files).toEqual([]);
  });
});
