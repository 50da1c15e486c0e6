import { expect, it } from 'vitest';
import { issueResetToken } from '../../src/server/accounts/password-reset.ts';
import { type Account, bearer, login, PASSWORD, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';

const NEW_PASSWORD = 'Parola-Noua-2025';

describeEachDatabase('password change (signed in)', (ctx) => {
  const change = (account: Account, payload: Record<string, unknown>, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url: '/api/password/change', payload, headers: { ...bearer(account.token), 'accept-language': lang } });
  const signedIn = async (token: string) => (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode === 200;
  const tryLogin = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: '10.6.0.1' });

  it('refuses a wrong current password with a field error and keeps the old password', async () => {
    const account = await registerCandidate(ctx);
    const wrong = await change(account, { current_password: 'Not-the-password-1', password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['The password is not correct'] });
    expect((await tryLogin(account.email, NEW_PASSWORD)).statusCode).toBe(401);
    await login(ctx, account.email, PASSWORD);
  });

  it('checks the new password by the registration rules, every field at once', async () => {
    const account = await registerCandidate(ctx);
    const empty = await change(account, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      current_password: ['This field is required'],
      password: ['This field is required'],
      confirm_password: ['This field is required'],
    });
    const weak = await change(account, { current_password: PASSWORD, password: 'scurtă', confirm_password: 'altceva' }, 'ro-RO');
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors).sort()).toEqual(['confirm_password', 'password']);
    expect(weak.json().errors.confirm_password).toEqual(['Parolele nu se potrivesc']);
  });

  it('ends the other sessions, keeps this one, uses up open reset links and tells the account address', async () => {
    const account = await registerCompany(ctx);
    const elsewhere = await login(ctx, account.email);
    const openReset = await issueResetToken(ctx.db, account.id, ctx.clock.now());
    const done = await change(account, { current_password: PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(204);

    expect(await signedIn(account.token)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await tryLogin(account.email, PASSWORD)).statusCode).toBe(401);
    await login(ctx, account.email, NEW_PASSWORD);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/password/reset/${openReset}`,
      payload: { password: 'Alta-Parola-99', confirm_password: 'Alta-Parola-99' },
    });
    expect(reset.statusCode).toBe(400);
    const notice = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', account.email)
      .where('kind', '=', 'password-changed')
      .executeTakeFirstOrThrow();
    expect(notice.subject).toBe('Parola contului dumneavoastră Medilink a fost schimbată');
    expect(notice.text_body).toContain('http://medilink.test/app/password/reset/');
  });

  it('needs a session', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/change',
      payload: { current_password: PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
