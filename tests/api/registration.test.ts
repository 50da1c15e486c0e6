import { expect, it } from 'vitest';
import { bearer, candidatePayload, companyPayload, registerCandidate } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';

type ErrorBody = { message: string; errors?: Record<string, string[]> };

describeEachDatabase('candidate registration', (ctx) => {
  const post = async (payload: Record<string, unknown>, lang = 'en') => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register/candidate', payload, headers: { 'accept-language': lang } });
    return { status: res.statusCode, body: res.json() as ErrorBody };
  };

  it('creates the account, signs it in and answers a working token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register/candidate', payload: candidatePayload({ name: 'Ana Mureșan' }) });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: number; access_token: string; expires_at: string };
    expect(body.access_token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const user = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.access_token) });
    expect(user.statusCode).toBe(200);
    expect(user.json().data.user).toMatchObject({ id: body.id, role: 'candidate', profile_type: 2, candidate: { name: 'Ana Mureșan' } });
  });

  it('stores the phone without separators and the email in lower case', async () => {
    const account = await registerCandidate(ctx, { email: `  Mixed.Case.${Date.now()}@Example.RO `, phone: '0040 722-123.456' });
    const row = await ctx.db
      .selectFrom('users')
      .innerJoin('candidates', 'candidates.user_id', 'users.id')
      .select(['users.email', 'candidates.phone', 'candidates.receive_notifications'])
      .where('users.id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(row.email.toLowerCase());
    expect(row.phone).toBe('+40722123456');
    expect(row.receive_notifications).toBe(true);
  });

  it.each([
    ['email', { email: undefined }, 'This field is required'],
    ['email', { email: '' }, 'This field is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password', { password: undefined }, 'This field is required'],
    ['password', { password: 'short', confirm_password: 'short' }, 'The password must have at least 8 characters'],
    ['confirm_password', { confirm_password: undefined }, 'This field is required'],
    ['confirm_password', { confirm_password: 'Another-Pass-1' }, 'The passwords do not match'],
    ['name', { name: undefined }, 'This field is required'],
    ['name', { name: '  ' }, 'This field is required'],
    ['name', { name: 'A' }, 'Enter at least 2 characters'],
    ['phone', { phone: undefined }, 'This field is required'],
    ['phone', { phone: '072212' }, 'The phone number must have at least 10 characters'],
    ['phone', { phone: '0922 123 456' }, 'The phone number is invalid'],
    ['phone', { phone: 'abcdefghijk' }, 'The phone number is invalid'],
    ['terms_accepted', { terms_accepted: undefined }, 'You must accept the terms and conditions'],
    ['terms_accepted', { terms_accepted: false }, 'You must accept the terms and conditions'],
    ['receive_notifications', { receive_notifications: 'yes' }, 'The value is not valid'],
  ])('rejects %s: %j', async (field, overrides, message) => {
    const { status, body } = await post(candidatePayload(overrides));
    expect(status).toBe(400);
    expect(body.message).toBe('Please correct the highlighted fields');
    expect(body.errors?.[field]).toEqual([message]);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it('reports every invalid field at once, in Romanian by default', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/candidate',
      payload: { email: 'x', password: '123', confirm_password: '456', phone: '07', terms_accepted: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Vă rugăm să corectați câmpurile marcate',
      errors: {
        email: ['Adresa de email este invalidă'],
        password: ['Parola trebuie să aibă cel puțin 8 caractere'],
        confirm_password: ['Parolele nu se potrivesc'],
        name: ['Acest câmp este obligatoriu'],
        phone: ['Numărul de telefon trebuie să aibă cel puțin 10 caractere'],
        terms_accepted: ['Trebuie să acceptați termenii și condițiile'],
      },
    });
  });

  it('accepts Romanian and international phone numbers', async () => {
    for (const phone of ['0722123456', '+40 722 123 456', '021 312 4567', '+44 20 7946 0958', '+1 (415) 555-2671']) {
      const { status } = await post(candidatePayload({ phone }));
      expect(status, phone).toBe(201);
    }
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const first = await registerCandidate(ctx);
    const { status, body } = await post(candidatePayload({ email: first.email.toUpperCase() }));
    expect(status).toBe(409);
    expect(body.errors).toEqual({ email: ['An account with this email address already exists'] });
    const ro = await post(candidatePayload({ email: first.email }), 'ro-RO');
    expect(ro.body.errors).toEqual({ email: ['Există deja un cont cu această adresă de email'] });
  });

  it('answers a body that is not an object with a 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/candidate',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describeEachDatabase('company registration', (ctx) => {
  it('creates a company and GET /user answers its name, contact and credits', async () => {
    const payload = companyPayload({ company_name: 'Spitalul Sfânta Maria' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register/company', payload });
    expect(res.statusCode).toBe(201);
    const { token } = res.json() as { token: string };
    const user = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(user.json().data.user).toMatchObject({
      role: 'company',
      profile_type: 1,
      company: { name: 'Spitalul Sfânta Maria', contact_name: 'Mihai Ionescu', credits: 0 },
    });
    expect(user.json().data.completeness).toBeGreaterThan(0);
  });

  it.each([
    ['company_name', { company_name: '' }, 'This field is required'],
    ['contact_name', { contact_name: undefined }, 'This field is required'],
    ['email', { email: 'clinic@' }, 'Please enter a valid email address'],
    ['password', { password: '1234567', confirm_password: undefined }, 'The password must have at least 8 characters'],
    ['confirm_password', { confirm_password: 'Different-9' }, 'The passwords do not match'],
    ['phone', { phone: '+40 21' }, 'The phone number must have at least 10 characters'],
    ['city', { city: 'atlantis' }, 'Please choose one of the available options'],
    ['terms_accepted', { terms_accepted: false }, 'You must accept the terms and conditions'],
  ])('rejects %s: %j', async (field, overrides, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/company',
      payload: companyPayload(overrides),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorBody).errors).toEqual({ [field]: [message] });
  });
});
