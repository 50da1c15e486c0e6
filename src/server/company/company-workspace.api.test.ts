import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { DAY_POST_TERMS } from '../workflow/needs.ts';
import { asParty, candidate, parties, type Party } from '../../../tests/support/accounts.ts';
import { offer, postNeed, send, toValidated } from '../../../tests/support/processes.ts';

describeEachDatabase('company workspace API', (ctx) => {
  let company: Party, other: Party, care: Party;
  let ioana: Party, stefan: Party, maria: Party;
  let needId: number, otherNeedId: number;
  let ioanaProcess: number, stefanProcess: number, otherProcess: number;

  const get = (party: Party, url: string, locale = 'en') => ctx.app.inject({ method: 'GET', url, headers: asParty(party, locale) });

  it('creates a need with every field and refuses bad input with field errors, writing nothing', async () => {
    ({ company, other, care } = await parties(ctx));
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/needs',
      headers: asParty(company),
      payload: { job_title: 'no-such-title', city: 'bucuresti', work_type: 'both', ...DAY_POST_TERMS, salary_min: 9000, salary_max: 8000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['salary_max']);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/needs',
      headers: asParty(company),
      payload: { job_title: 'no-such-title', city: 'bucuresti', work_type: 'both', ...DAY_POST_TERMS, salary_min: 8000, salary_max: 9000 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.job_title).toHaveLength(1);
    const before = await get(company, '/api/needs');
    expect(before.json().data).toEqual([]);

    needId = await postNeed(ctx, company, {
      title: 'Asistent medical ATI',
      specialty: 'cardiologie',
      tags: ['ecografie-generala'],
      address: 'Str. Spitalului 1',
      work_type: 'both',
      schedule: 'full-time',
      description: 'Tură de zi',
      positions: 2,
    });
    const detail = await get(company, `/api/needs/${needId}`, 'ro-RO');
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      title: 'Asistent medical ATI',
      city_name: 'București',
      work_type: 'both',
      positions: 2,
      tags: ['ecografie-generala'],
      pipeline: [],
    });
    otherNeedId = await postNeed(ctx, other);
  });

  it('lists the candidates linked by a process, with spec §2 filters, paging and a count', async () => {
    ioana = await candidate(ctx, {
      name: 'Ioana Ștefănescu',
      city: 'iasi',
      category: 'asistent-medical',
      min_salary: 5000,
      max_salary: 6000,
      birth_date: '1990-06-15',
    });
    stefan = await candidate(ctx, {
      name: 'Ștefan Țurcanu',
      city: 'cluj-napoca',
      category: 'medic-specialist',
      sub_category: 'cardiologie',
      min_salary: 12000,
      max_salary: 15000,
      preferred_cities: ['bucuresti'],
    });
    maria = await candidate(ctx, { name: 'Maria Pop', city: 'timisoara', category: 'asistent-medical', min_salary: 4000 });
    ioanaProcess = await offer(ctx, company, needId, ioana.id);
    stefanProcess = await offer(ctx, company, needId, stefan.id);
    otherProcess = await offer(ctx, other, otherNeedId, maria.id);

    const all = (await get(company, '/api/candidates')).json();
    // Offered, not yet answered: initials only (src/server/privacy/disclosure.ts).
    expect(all.data.map((c: { name: string }) => c.name).sort()).toEqual(['I. Ș.', 'Ș. Ț.']);
    expect(all).toMatchObject({ total: 2, total_is_capped: false, limit: 10, offset: 0 });
    expect(all.data[0]).toMatchObject({ processes: 1, status: 'new', last_need_id: needId });

    const names = async (query: string) =>
      ((await get(company, `/api/candidates?${query}`)).json().data as Array<{ name: string }>).map((c) => c.name).sort();
    // Nobody said yes yet: a name search must not tell who hides behind the initials.
    expect(await names('name_contains=stefan')).toEqual([]);
    expect(await names('name_contains=50%25')).toEqual([]); // LIKE wildcards are literal
    expect(await names('city_in=bucuresti')).toEqual(['Ș. Ț.']); // a preferred city counts
    expect(await names('city_in=iasi,timisoara')).toEqual(['I. Ș.']); // Maria is another company's
    expect(await names('category_in=medic-specialist&subcategory_in=cardiologie')).toEqual(['Ș. Ț.']);
    // The company searches in gross: their net wishes (5,000–6,000 and 12,000–15,000) are about 8,550–10,260 and
    // 20,500–25,640 gross.
    expect(await names('desired_salary_min=12000')).toEqual(['Ș. Ț.']);
    expect(await names('desired_salary_max=12000')).toEqual(['I. Ș.']);
    expect(await names('desired_salary_min=9000&desired_salary_max=9000')).toEqual(['I. Ș.']);
    const paged = (await get(company, '/api/candidates?limit=1&offset=1')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(2);
    expect((await get(company, '/api/candidates?limit=abc&offset=-4')).json()).toMatchObject({ limit: 10, offset: 0 });
  });

  it('shows the profile with age and distance, and contact details only after the company accepted', async () => {
    const education = [{ institution: 'UMF Iași', degree: 'Medicină generală', graduationYear: 2014 }];
    await ctx.db
      .updateTable('candidates')
      .set({ education_entries: JSON.stringify(education) })
      .where('user_id', '=', ioana.id)
      .execute();
    const before = (await get(company, `/api/candidates/${ioana.id}`)).json();
    expect(before).toMatchObject({ name: 'I. Ș.', disclosure: 'anonymous', age: null, contact: null, education_entries: [], current_status: 'new' });
    expect(before.distance_km).toBeGreaterThan(300); // Iași → București
    await toValidated(ctx, { candidate: ioana, care }, ioanaProcess);
    const validated = (await get(company, `/api/candidates/${ioana.id}`)).json();
    expect(validated).toMatchObject({ name: 'Ioana Ștefănescu', disclosure: 'profile', age: 35, contact: null });
    // The contract's EducationEntry, as in the onboarding profile (stored as graduationYear).
    expect(validated.education_entries).toEqual([{ institution: 'UMF Iași', degree: 'Medicină generală', graduation_year: 2014 }]);
    const names = async (query: string) =>
      ((await get(company, `/api/candidates?${query}`)).json().data as Array<{ name: string }>).map((c) => c.name);
    expect(await names('name_contains=stefan')).toEqual(['Ioana Ștefănescu']); // diacritics folded; Ștefan is still anonymous
    expect(await names('name_contains=%C8%98tef%C4%83n')).toEqual(['Ioana Ștefănescu']);
    await send(ctx, company, ioanaProcess, 'company.acceptCandidate');
    const after = (await get(company, `/api/candidates/${ioana.id}`)).json();
    expect(after.contact).toMatchObject({ email: ioana.email });
    expect(after.current_status).toBe('company accepted');
  });

  it('keeps another company out of needs, processes, candidates and CVs (404, like a missing one)', async () => {
    expect((await get(other, `/api/needs/${needId}`)).statusCode).toBe(404);
    expect((await get(other, `/api/processes/${ioanaProcess}`)).statusCode).toBe(404);
    expect((await get(other, `/api/candidates/${ioana.id}`)).statusCode).toBe(404);
    expect([403, 404]).toContain((await get(other, `/api/cv/${ioana.id}`)).statusCode);
    const archive = await ctx.app.inject({
      method: 'POST',
      url: `/api/needs/${needId}/archive`,
      headers: asParty(other),
      payload: { reason: 'other', text: 'x' },
    });
    expect(archive.statusCode).toBe(404);
    expect((await get(company, `/api/candidates/${maria.id}`)).statusCode).toBe(404);
    expect((await get(company, `/api/needs/${otherNeedId}`)).statusCode).toBe(404);
    expect((await get(company, `/api/processes/${otherProcess}`)).statusCode).toBe(404);
    expect((await get(other, '/api/needs')).json().data.map((n: { id: number }) => n.id)).toEqual([otherNeedId]);
    expect((await get(ioana, '/api/candidates')).statusCode).toBe(403);
  });

  it('shows the pipeline by company status and the event feed newest first, filterable', async () => {
    const detail = (await get(company, `/api/needs/${needId}`)).json();
    expect(detail.pipeline.map((c: { status: string }) => c.status)).toEqual(['new', 'company accepted']);
    const feed = (await get(company, '/api/company/events')).json();
    expect(feed.data[0]).toMatchObject({ type: 'company.acceptCandidate', process_id: ioanaProcess, candidate: { name: 'Ioana Ștefănescu' } });
    expect(feed.data.some((e: { process_id: number }) => e.process_id === otherProcess)).toBe(false);
    const creates = (await get(company, '/api/company/events?type=process.create')).json();
    expect(creates.data).toHaveLength(2);
    const page = (await get(company, '/api/company/events?limit=1')).json();
    const next = (await get(company, `/api/company/events?limit=10&before=${encodeURIComponent(page.next_before)}`)).json();
    expect(next.data).toHaveLength(feed.data.length - 1);
    expect((await get(company, `/api/company/events?need_id=${otherNeedId}`)).json().data).toEqual([]);
  });

  it('puts what waits for the company on the dashboard', async () => {
    const dashboard = (await get(company, '/api/company/dashboard')).json();
    expect(dashboard.needs.map((n: { id: number }) => n.id)).toEqual([needId]);
    expect(dashboard.waiting.map((w: { process_id: number }) => w.process_id)).toEqual([ioanaProcess]);
    expect(dashboard.waiting[0].can).toContain('company.proposeInterview');
  });

  it('archives a need by withdrawing every open process through the machine, and keeps it closed', async () => {
    const archive = (reason: string, party = company) =>
      ctx.app.inject({ method: 'POST', url: `/api/needs/${needId}/archive`, headers: asParty(party), payload: { reason } });
    for (const reason of ['other', 'schedule-mismatch']) {
      const refused = await archive(reason);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual([reason === 'other' ? 'text' : 'reason']);
    }
    expect((await get(company, `/api/needs/${needId}`)).json().archived).toBe(false);
    expect((await archive('position-filled', other)).statusCode).toBe(404);

    const done = await archive('position-filled');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().ended).toEqual([
      { process_id: ioanaProcess, from: 'companyAccepted' },
      { process_id: stefanProcess, from: 'offered' },
    ]);
    for (const processId of [ioanaProcess, stefanProcess]) {
      const view = (await get(company, `/api/processes/${processId}`)).json();
      expect(view).toMatchObject({ state: 'archived.withdrawn', company_status: 'cancelled' });
      expect(view.history.at(-1)).toMatchObject({ type: 'company.withdraw', payload: { reason: 'position-filled' } });
    }
    expect((await get(company, `/api/needs/${needId}`)).json()).toMatchObject({ archived: true, archive_reason: 'position-filled' });
    expect((await archive('position-filled')).statusCode).toBe(409);

    // Closed for good: no new process, and care cannot reopen one of its processes.
    const offerAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: asParty(company),
      payload: { need_id: needId, candidate_id: maria.id },
    });
    expect(offerAgain.statusCode).toBe(409);
    const careView = (await get(care, `/api/processes/${stefanProcess}`)).json();
    expect(careView.can).not.toContain('care.unarchive');
    const version = careView.version;
    const reopen = await ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${stefanProcess}/events`,
      headers: asParty(care, 'ro-RO'),
      payload: { type: 'care.unarchive', payload: {}, expectedVersion: version },
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toContain('arhivat');
  });

  it('keeps the weekly availability, refusing overlaps and reversed hours', async () => {
    const put = (items: unknown[]) =>
      ctx.app.inject({ method: 'PUT', url: '/api/company/availability', headers: asParty(company), payload: { items } });
    expect((await put([{ weekday: 0, start: '09:00', end: '08:00' }])).statusCode).toBe(400);
    const overlap = await put([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '11:00', end: '13:00' },
    ]);
    expect(overlap.statusCode).toBe(400);
    expect(Object.keys(overlap.json().errors)).toEqual(['items.1.start']);
    // Interviews take place on working days: Saturday (5) cannot be listed.
    const saturday = await put([{ weekday: 5, start: '09:00', end: '12:00' }]);
    expect(saturday.statusCode).toBe(400);
    expect(Object.keys(saturday.json().errors)).toEqual(['items.0.weekday']);
    const ok = await put([
      { weekday: 0, start: '09:00', end: '17:00' },
      { weekday: 4, start: '08:30', end: '12:00' },
    ]);
    expect(ok.json().data).toEqual([
      { weekday: 0, start: '09:00', end: '17:00' },
      { weekday: 4, start: '08:30', end: '12:00' },
    ]);
    expect((await get(company, '/api/company/availability')).json().data).toHaveLength(2);
    expect((await get(other, '/api/company/availability')).json().data).toEqual([]);
  });

  it('reads and updates the company profile', async () => {
    const profile = (await get(company, '/api/company/profile')).json();
    expect(profile).toMatchObject({ name: 'Clinica Sănătatea', contact_name: 'Mihai Ionescu', credits: expect.any(Number) });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/company/profile',
      headers: asParty(company),
      payload: { name: 'Clinica Nouă', contact_name: 'Ana B', phone: '0722', city: 'iasi' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['phone']);
    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/company/profile',
      headers: asParty(company),
      payload: { name: 'Clinica Nouă', contact_name: 'Ana B', phone: '0722 111 222', city: 'iasi' },
    });
    expect(ok.json()).toMatchObject({ name: 'Clinica Nouă', city_name: 'Iași' });
  });
});
