import { expect, it } from 'vitest';
import { bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { pdfFile } from '../support/files.ts';

// Input that PostgreSQL cannot take (ids beyond int4, NUL in text) and multipart bodies the parser cannot read:
// each is the caller's 400 (or 404), translated, never a 500 — on both databases.
describeEachDatabase('bad input is a 4xx', (ctx) => {
  const en = { 'accept-language': 'en' };

  it('refuses ids beyond int4 in paths, queries and bodies with a field error', async () => {
    const company = await registerCompany(ctx);
    const care = await createCare(ctx);
    const candidate = await registerCandidate(ctx);
    const big = '2147483648';
    const requests: Array<[string, string, string, unknown?]> = [
      [company.token, 'GET', `/api/needs/${big}`],
      [company.token, 'POST', `/api/needs/${big}/archive`, { reason: 'other', text: 'x' }],
      [company.token, 'GET', `/api/candidates/${big}`],
      [company.token, 'GET', `/api/processes/${big}`],
      [company.token, 'GET', `/api/processes/99999999999999999999/interview.ics`],
      [company.token, 'GET', `/api/company/events?need_id=${big}`],
      [company.token, 'POST', '/api/processes', { need_id: 2 ** 31, candidate_id: 1 }],
      [care.token, 'POST', `/api/care/follow-ups/${big}/resolve`, {}],
      [care.token, 'PATCH', `/api/care/companies/${big}`, { credits: 1 }],
      [care.token, 'POST', '/api/care/recommendations', { need_id: 1, candidate_id: 2 ** 40 }],
      [candidate.token, 'GET', `/api/offers?process=${big}`],
      [candidate.token, 'GET', `/api/cv/${big}`],
    ];
    for (const [token, method, url, payload] of requests) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { ...bearer(token), ...en },
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe('Please correct the highlighted fields');
    }
    const salary = await ctx.app.inject({ method: 'GET', url: '/api/offers?salary_min=3000000000', headers: { ...bearer(candidate.token), ...en } });
    expect(salary.statusCode).toBe(400);
    expect(salary.json().errors.salary_min).toEqual(['The value must be at most 2147483647']);
  });

  it('an id at the int4 limit is simply not found', async () => {
    const company = await registerCompany(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/needs/2147483647', headers: bearer(company.token) });
    expect(res.statusCode).toBe(404);
  });

  it('refuses NUL in query strings, bodies, array items and headers, naming the field', async () => {
    const care = await createCare(ctx);
    const company = await registerCompany(ctx);
    const candidate = await registerCandidate(ctx);
    const nul = 'Ana\u0000Pop';
    const checks: Array<{ token: string; method: string; url: string; payload?: unknown; headers?: Record<string, string>; field: string }> = [
      { token: care.token, method: 'GET', url: '/api/care/companies?q=%00', field: 'q' },
      { token: care.token, method: 'GET', url: '/api/care/archived?q=a%00b', field: 'q' },
      { token: care.token, method: 'GET', url: '/api/care/search?q=ab%00', field: 'q' },
      { token: care.token, method: 'POST', url: '/api/care/follow-ups/1/resolve', payload: { note: nul }, field: 'note' },
      { token: company.token, method: 'GET', url: '/api/candidates?city=%00', field: 'city' },
      { token: candidate.token, method: 'PATCH', url: `/api/register/candidate/${candidate.id}`, payload: { name: nul }, field: 'name' },
      {
        token: candidate.token,
        method: 'PATCH',
        url: `/api/register/candidate/${candidate.id}`,
        payload: { specialties: ['a', nul] },
        field: 'specialties.1',
      },
      { token: candidate.token, method: 'POST', url: '/api/page-views', payload: { path: `/app/${nul}` }, field: 'path' },
      {
        token: company.token,
        method: 'POST',
        url: '/api/processes/1/events',
        payload: { type: 'company.withdraw' },
        headers: { 'idempotency-key': 'k\u0000' },
        field: '_',
      },
    ];
    for (const { token, method, url, payload, headers, field } of checks) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { ...bearer(token), ...en, ...headers },
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().errors?.[field], `${method} ${url}: ${res.body}`).toEqual(['The text contains a character that is not allowed (NUL)']);
    }
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/candidate',
      headers: { 'accept-language': 'ro-RO' },
      payload: { email: 'a@b.ro', password: 'Parola\u0000-lunga-1', confirm_password: 'x', name: 'A', phone: '0722123456', terms_accepted: true },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors.password).toEqual(['Textul conține un caracter nepermis (NUL)']);
  });

  it('answers 400 with a translated message to multipart bodies it cannot read', async () => {
    const candidate = await registerCandidate(ctx);
    const head = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const long = 'b'.repeat(300);
    const bodies: Array<[string, string, Buffer]> = [
      ['no boundary', 'multipart/form-data', Buffer.concat([Buffer.from(head('x')), pdfFile(), Buffer.from('\r\n--x--\r\n')])],
      [
        'boundary over 256 characters',
        `multipart/form-data; boundary=${long}`,
        Buffer.concat([Buffer.from(head(long)), pdfFile(), Buffer.from(`\r\n--${long}--\r\n`)]),
      ],
      ['truncated body', 'multipart/form-data; boundary=xyz', Buffer.concat([Buffer.from(head('xyz')), pdfFile(3000)])],
      ['truncated headers', 'multipart/form-data; boundary=xyz', Buffer.from('--xyz\r\nContent-Disposition: form-da')],
    ];
    for (const [name, contentType, payload] of bodies) {
      for (const [locale, text] of [
        ['en', 'The upload could not be read (the form data is incomplete or malformed). Please choose the file again.'],
        ['ro-RO', 'Fișierul încărcat nu a putut fi citit (datele formularului sunt incomplete sau greșite). Vă rugăm să alegeți din nou fișierul.'],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/cv',
          payload,
          headers: { ...bearer(candidate.token), 'content-type': contentType, 'accept-language': locale },
        });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
        expect(res.json().errors.cv, name).toEqual([text]);
      }
    }
    const row = await ctx.db.selectFrom('candidates').select('cv_key').where('user_id', '=', candidate.id).executeTakeFirstOrThrow();
    expect(row.cv_key).toBeNull();
  });
});
