import { beforeAll, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { insertNeed } from '../../src/server/workflow/needs.ts';
import { recordLicenceCheck } from '../../src/server/licences/validation.ts';
import { bearer, createCare, registerCandidate, registerCompany, type Account } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { multipart, pdfFile, pngFile, xlsxFile } from '../support/files.ts';
import { insertLicence } from '../support/licences.ts';

// The candidate's licence to practise, care's check in the phone screen, what a company sees of it,
// and what the export and erasure do with it (its expiry: licence-expiry.test.ts).
describeEachDatabase('licences to practise', (ctx) => {
  let candidate: Account;
  let other: Account;
  let company: Account;
  let care: Account;

  beforeAll(async () => {
    ctx.clock.set('2026-03-02T08:00:00Z'); // Monday, 10:00 in Bucharest
    candidate = await registerCandidate(ctx, { name: 'Ioana Maria Popescu' });
    other = await registerCandidate(ctx);
    company = await registerCompany(ctx);
    care = await createCare(ctx);
    await ctx.db
      .updateTable('candidates')
      .set({ category: 'medic-specialist', secondary_job_titles: JSON.stringify(['medic', 'brancardier']) })
      .where('user_id', '=', candidate.id)
      .execute();
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: Account, payload?: object, locale = 'en') =>
    ctx.app.inject({ method, url, headers: { ...bearer(who.token), 'accept-language': locale }, ...(payload ? { payload } : {}) });
  const upload = (who: Account, jobTitle: string, file: Buffer, name: string) => {
    const form = multipart('document', name, file);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/profile/licences/${jobTitle}/document`,
      headers: { ...bearer(who.token), ...form.headers, 'accept-language': 'en' },
      payload: form.payload,
    });
  };
  const licence = { body: 'CMR', number: 'B-1234/2019', issued_on: '2019-05-10', expires_on: '2027-12-31' };

  it('saves a licence per regulated job title and answers field errors in both languages', async () => {
    expect((await call('GET', '/api/profile/licences', candidate)).json()).toEqual({ items: [], required: ['medic-specialist', 'medic'] });

    const bad = await call(
      'PUT',
      '/api/profile/licences/medic-specialist',
      candidate,
      { body: 'CFR', number: '#?', issued_on: '2026-05-01', expires_on: '2026-04-01' },
      'ro-RO',
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['number']);
    const wrong = await call(
      'PUT',
      '/api/profile/licences/medic-specialist',
      candidate,
      { ...licence, body: 'CFR', issued_on: '2026-05-01', expires_on: '2026-04-01' },
      'ro-RO',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      body: ['Avizul pentru această funcție este eliberat de CMR'],
      issued_on: ['Data eliberării nu poate fi în viitor'],
      expires_on: ['Data expirării trebuie să fie după data eliberării'],
    });
    const unregulated = await call('PUT', '/api/profile/licences/brancardier', candidate, licence);
    expect(unregulated.json().errors).toEqual({ job_title: ['This job title needs no licence to practise'] });
    expect(
      (await call('PUT', '/api/profile/licences/medic-specialist', candidate, { ...licence, issued_on: 'yesterday' })).json().errors,
    ).toHaveProperty('issued_on');

    const saved = await call('PUT', '/api/profile/licences/medic-specialist', candidate, licence);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ job_title: 'medic-specialist', ...licence, document: null, verified: null, status: 'valid' });
    expect((await call('PUT', '/api/profile/licences/medic-specialist', company, licence)).statusCode).toBe(403);
  });

  it('keeps the document like the CV: recognised by content, readable by the candidate and care only', async () => {
    expect((await upload(candidate, 'medic', pdfFile(), 'aviz.pdf')).json().errors).toEqual({
      document: ['Save the licence number and dates first, then upload its document'],
    });
    expect((await upload(candidate, 'medic-specialist', xlsxFile(), 'aviz.pdf')).json().errors).toHaveProperty('document');
    const stored = await upload(candidate, 'medic-specialist', pngFile(), 'aviz scanat.jpeg');
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().document).toEqual({ name: 'aviz scanat.png', size: pngFile().length });

    const own = await call('GET', '/api/profile/licences/medic-specialist/document', candidate);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    // Another candidate reads only her own (none): the path has no candidate id to aim at.
    expect((await call('GET', '/api/profile/licences/medic-specialist/document', other)).statusCode).toBe(404);
    const careUrl = `/api/care/candidates/${candidate.id}/licences/medic-specialist/document`;
    expect((await call('GET', careUrl, care)).statusCode).toBe(200);
    expect((await call('GET', careUrl, company)).statusCode).toBe(403);
    expect((await call('GET', careUrl, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/care/candidates/${candidate.id}/licences`, company)).statusCode).toBe(403);
    expect((await call('GET', `/api/care/candidates/${candidate.id}/licences`, care)).json().items).toHaveLength(1);
    // Both care reads are in her access log (the list shows the licence numbers); refused reads and her own are not.
    const log = (await call('GET', '/api/privacy/access-log', candidate)).json().data;
    expect(log.map((r: { what: string; viewer: { id: number } }) => [r.what, r.viewer.id])).toEqual([
      ['licence', care.id],
      ['licence', care.id],
    ]);
  });

  it('lets care validate a regulated job title only with the licence checked and unexpired, then verifies it', async () => {
    const needId = await insertNeed(
      ctx.db,
      { companyId: company.id, jobTitle: 'medic-specialist', city: 'brasov', workType: 'full_time' },
      ctx.clock.now(),
    );
    const created = await call('POST', '/api/processes', care, { need_id: needId, candidate_id: candidate.id });
    expect(created.statusCode, created.body).toBe(201);
    const processId = created.json().id as number;
    const send = (who: Account, type: string, payload: object, expectedVersion: number, locale = 'en') =>
      call('POST', `/api/processes/${processId}/events`, who, { type, payload, expectedVersion }, locale);
    expect((await send(candidate, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }, 1)).statusCode).toBe(200);

    const queue = (await call('GET', '/api/care/queue', care)).json().screening.find((p: { id: number }) => p.id === processId);
    expect(queue.licence).toMatchObject({ job_title: 'medic-specialist', body: 'CMR', on_file: { number: 'B-1234/2019', verified: null } });
    expect(queue.licence.on_file.document_url).toBe(`/api/care/candidates/${candidate.id}/licences/medic-specialist/document`);

    const unchecked = await send(care, 'care.validate', {}, 2, 'ro-RO');
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().errors).toEqual({
      licence: ['Această funcție este reglementată: confirmați că ați verificat avizul de liberă practică (document sau registru public)'],
    });
    expect((await send(care, 'care.validate', { licence: { method: 'register' } }, 2)).json().errors).toHaveProperty(['licence.reference']);

    // Expired: refused even with the check, and the company still sees nothing.
    await ctx.db.updateTable('candidate_licences').set({ expires_on: '2026-03-01' }).where('candidate_id', '=', candidate.id).execute();
    const expired = await send(care, 'care.validate', { licence: { method: 'document' } }, 2);
    expect(expired.json().errors).toEqual({ licence: ["The candidate's licence to practise for this job title has expired"] });
    await ctx.db.updateTable('candidate_licences').set({ expires_on: licence.expires_on }).where('candidate_id', '=', candidate.id).execute();
    expect((await call('GET', `/api/candidates/${candidate.id}`, company)).json().licence).toBeNull();
    expect((await call('GET', `/api/processes/${processId}`, company)).json().candidate.licence).toBeNull();

    const validated = await send(care, 'care.validate', { licence: { method: 'register', reference: 'CMR registru 2026/118' } }, 2);
    expect(validated.statusCode, validated.body).toBe(200);
    const mine = (await call('GET', '/api/profile/licences', candidate)).json().items[0];
    expect(mine.verified).toEqual({ at: ctx.clock.now().toISOString(), method: 'register', reference: 'CMR registru 2026/118' });

    const badge = { body: 'CMR', valid_until: '2027-12-31', verified_at: ctx.clock.now().toISOString() };
    const profile = (await call('GET', `/api/candidates/${candidate.id}`, company)).json();
    expect(profile.licence).toEqual(badge);
    expect(profile.processes[0].licence).toEqual(badge);
    expect((await call('GET', `/api/processes/${processId}`, company)).json().candidate.licence).toEqual(badge);
    expect(JSON.stringify(profile)).not.toContain('B-1234/2019');
    expect((await call('GET', `/api/care/candidates/${candidate.id}/licences/medic-specialist/document`, company)).statusCode).toBe(403);

    // A new number clears the verification, and the badge goes with it.
    await call('PUT', '/api/profile/licences/medic-specialist', candidate, { ...licence, number: 'B-1234/2026' });
    expect((await call('GET', `/api/candidates/${candidate.id}`, company)).json().licence).toBeNull();
  });

  it('verifies only the licence read with the process: one changed since (same dates) is refused with 409', async () => {
    const changer = await registerCandidate(ctx);
    const saved = ctx.clock.now();
    await insertLicence(
      ctx.db,
      { candidateId: changer.id, jobTitle: 'asistent-medical-generalist', body: 'OAMGMAMR', number: 'AM-1', expiresOn: '2030-01-01' },
      saved,
    );
    const seen = await ctx.db
      .selectFrom('candidate_licences')
      .select(sql<string>`to_json(updated_at)#>>'{}'`.as('at'))
      .where('candidate_id', '=', changer.id)
      .executeTakeFirstOrThrow();
    const ref = { candidate_id: changer.id, job_title: 'asistent-medical-generalist' };
    const onFile = { body: 'OAMGMAMR', expiresOn: '2030-01-01', hasDocument: false };
    const check = { method: 'register' as const, reference: 'OAMGMAMR 2026/7' };
    // The candidate puts another number on file, with the same dates, after care's screen read the licence.
    ctx.clock.advance(60_000);
    await ctx.db
      .updateTable('candidate_licences')
      .set({ number: 'AM-2', updated_at: ctx.clock.now() })
      .where('candidate_id', '=', changer.id)
      .execute();
    await expect(recordLicenceCheck(ctx.db, ref, onFile, seen.at, check, care.id, ctx.clock.now())).rejects.toMatchObject({ statusCode: 409 });
    const current = await ctx.db
      .selectFrom('candidate_licences')
      .select(sql<string>`to_json(updated_at)#>>'{}'`.as('at'))
      .where('candidate_id', '=', changer.id)
      .executeTakeFirstOrThrow();
    expect(await recordLicenceCheck(ctx.db, ref, onFile, current.at, check, care.id, ctx.clock.now())).toBe(true);
  });

  it('refuses "checked on the document" when the candidate uploaded none: only the register can have been checked', async () => {
    const nurse = await registerCandidate(ctx);
    const jobTitle = 'asistent-medical-generalist';
    await insertLicence(ctx.db, { candidateId: nurse.id, jobTitle, body: 'OAMGMAMR', number: 'AM-9', expiresOn: '2030-01-01' }, ctx.clock.now());
    const needId = await insertNeed(ctx.db, { companyId: company.id, jobTitle, city: 'brasov', workType: 'full_time' }, ctx.clock.now());
    const processId = (await call('POST', '/api/processes', care, { need_id: needId, candidate_id: nurse.id })).json().id as number;
    const send = (who: Account, type: string, payload: object, expectedVersion: number, locale = 'en') =>
      call('POST', `/api/processes/${processId}/events`, who, { type, payload, expectedVersion }, locale);
    expect((await send(nurse, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }, 1)).statusCode).toBe(200);

    const byDocument = await send(care, 'care.validate', { licence: { method: 'document' } }, 2, 'ro-RO');
    expect(byDocument.statusCode).toBe(400);
    expect(byDocument.json().errors).toEqual({
      licence: ['Candidatul nu a încărcat documentul: verificați avizul în registrul public și indicați referința acestuia'],
    });
    const byRegister = await send(care, 'care.validate', { licence: { method: 'register', reference: 'OAMGMAMR 2026/9' } }, 2);
    expect(byRegister.statusCode, byRegister.body).toBe(200);
  });

  it('is in the data export with its document, and erasure removes both', async () => {
    const exported = await call('GET', '/api/privacy/export', candidate);
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const rows = JSON.parse(new TextDecoder().decode(files['data/candidate_licences.json']!));
    expect(rows).toEqual([expect.objectContaining({ job_title: 'medic-specialist', number: 'B-1234/2026' })]);
    expect(rows[0]).not.toHaveProperty('document_key');
    expect(Object.keys(files)).toContain('licences/medic-specialist/aviz scanat.png');

    const key = (
      await ctx.db.selectFrom('candidate_licences').select('document_key').where('candidate_id', '=', candidate.id).executeTakeFirstOrThrow()
    ).document_key!;
    expect(await ctx.app.deps.storage.get(key)).not.toBeNull();
    expect(
      (await call('POST', `/api/care/users/${candidate.id}/erasure`, care, { reason: 'Cererea candidatei, primită prin e-mail.' })).statusCode,
    ).toBeLessThan(300);
    expect(await ctx.db.selectFrom('candidate_licences').selectAll().where('candidate_id', '=', candidate.id).execute()).toEqual([]);
    expect(await ctx.app.deps.storage.get(key)).toBeNull();
  });
});
