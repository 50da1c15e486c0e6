import { expect, it } from 'vitest';
import { POLICY_VERSION } from '../../src/server/privacy/policy-version.ts';
import { bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';

describeEachDatabase('onboarding profile', (ctx) => {
  const patch = (token: string | undefined, id: number, body: Record<string, unknown>, lang = 'en') =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/register/candidate/${id}`,
      payload: body,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    });

  it('saves the onboarding steps and reads them back, completeness growing', async () => {
    const account = await registerCandidate(ctx);
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(account.token) })).json().data.completeness;
    // Answers without `step` are saved as they are; steps follow the wizard's order (onboarding-steps.test.ts).
    const res = await patch(account.token, account.id, {
      category: 'medic-specialist',
      sub_category: 'cardiologie',
      tags: ['ekg'],
      work_type: 'full_time',
      city: 'brasov',
      preferred_cities: ['brasov', 'cluj-napoca'],
      experience: '3-5',
      min_salary: 9000,
      max_salary: 14000,
      language_level: 7,
      notification_preferences: ['email', 'whatsapp'],
      job_search_status: 'ready',
      experience_entries: [{ employer: 'Spitalul Județean Brașov', role: 'Medic rezident', from: '2019-01', to: null }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id, step: 0, city: 'brasov', tags: ['ekg'], min_salary: 9000, completed: false });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/register/candidate/${account.id}`, headers: bearer(account.token) });
    expect(read.json()).toMatchObject({ preferred_cities: ['brasov', 'cluj-napoca'], experience_entries: [{ to: null }] });
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(account.token) })).json().data.completeness;
    expect(after).toBeGreaterThan(before);
  });

  it('accepts the registration token in the body (the spec client sends it there)', async () => {
    const account = await registerCandidate(ctx);
    const res = await patch(undefined, account.id, {
      access_token: account.token,
      step: 1,
      category: 'medic-specialist',
      sub_category: null,
      tags: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ step: 1, completed: false });
  });

  it('lets only the owner change the profile', async () => {
    const owner = await registerCandidate(ctx);
    const other = await registerCandidate(ctx);
    const company = await registerCompany(ctx);
    const care = await createCare(ctx);
    expect((await patch(undefined, owner.id, { step: 1 })).statusCode).toBe(401);
    expect((await patch(other.token, owner.id, { step: 1 })).statusCode).toBe(403);
    expect((await patch(company.token, owner.id, { step: 1 })).statusCode).toBe(403);
    expect((await patch(care.token, owner.id, { step: 1 })).statusCode).toBe(403);
    expect((await patch(undefined, owner.id, { access_token: other.token, step: 1 })).statusCode).toBe(403);
    const read = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/register/candidate/${owner.id}`, headers: bearer(token) });
    expect((await read(other.token)).statusCode).toBe(403);
    expect((await read(company.token)).statusCode).toBe(403);
    expect((await read(care.token)).statusCode).toBe(200);
  });

  it('refuses unknown nomenclature values field by field', async () => {
    const account = await registerCandidate(ctx);
    const res = await patch(account.token, account.id, { category: 'astronaut', tags: ['ekg', 'zbor'], city: 'atlantis', experience: '99' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      category: ['Please choose one of the available options'],
      'tags.1': ['Please choose one of the available options'],
      city: ['Please choose one of the available options'],
      experience: ['Please choose one of the available options'],
    });
  });

  it('validates salaries, English level and phone with clear messages (ro and en)', async () => {
    const account = await registerCandidate(ctx);
    const en = await patch(account.token, account.id, { min_salary: 0, language_level: 11, phone: '0700' });
    expect(en.json().errors).toEqual({
      min_salary: ['The minimum salary must be greater than 0'],
      language_level: ['The value must be at most 10'],
      phone: ['The phone number must have at least 10 characters'],
    });
    const ro = await patch(account.token, account.id, { min_salary: 'mult' }, 'ro-RO');
    expect(ro.json().errors).toEqual({ min_salary: ['Salariul minim trebuie să fie un număr'] });
    const range = await patch(account.token, account.id, { min_salary: 9000, max_salary: 5000 });
    expect(range.json().errors).toEqual({ max_salary: ['The maximum salary cannot be lower than the minimum salary'] });
    await patch(account.token, account.id, { min_salary: 9000 });
    const againstStored = await patch(account.token, account.id, { max_salary: 5000 });
    expect(againstStored.statusCode).toBe(400);
  });
});

describeEachDatabase('small public routes', (ctx) => {
  it('GET /config answers the brand, no recruiter app by default, and the policy version in force', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      brand: 'Medilink',
      recruiterAppUrl: null,
      care: { email: 'suport@medilink.ro', phone: null },
      policyVersion: POLICY_VERSION,
    });
  });

  it('GET /offers answers an empty list for a signed-in user without processes, 401 otherwise', async () => {
    const account = await registerCandidate(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/offers?process=7', headers: bearer(account.token) });
    expect(res.json()).toMatchObject({ data: [] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/offers?process=7' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/offers?process=abc', headers: bearer(account.token) })).statusCode).toBe(400);
  });

  it('POST /page-views stores the view with the visitor and campaign', async () => {
    const account = await registerCandidate(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/page-views',
      payload: { path: '/app/offers/?utm_source=mail', referrer: 'https://mail.example', utm_source: 'mail' },
      headers: bearer(account.token),
    });
    expect(res.statusCode).toBe(204);
    const row = await ctx.db.selectFrom('page_views').selectAll().where('user_id', '=', account.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ path: '/app/offers/?utm_source=mail', referrer: 'https://mail.example', utm: { utm_source: 'mail' } });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/page-views', payload: {} })).statusCode).toBe(400);
  });
});
