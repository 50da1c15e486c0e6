import { expect, it } from 'vitest';
import { DAY, MINUTE } from '../../src/server/clock.ts';
import { bearer, login, PASSWORD, registerCandidate, uniqueEmail } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';

describeEachDatabase('login and sessions', (ctx) => {
  const tryLogin = (email: string, password: string, ip = '10.1.1.1', lang = 'en') =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip, headers: { 'accept-language': lang } });

  it('signs in with the right password and the token opens GET /user', async () => {
    const account = await registerCandidate(ctx, { name: 'Radu Stoica' });
    const res = await tryLogin(account.email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token, expires_at } = res.json() as { token: string; expires_at: string };
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(new Date(expires_at).getTime() - ctx.clock.now().getTime()).toBe(365 * DAY);
    const user = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(user.json().data.user.candidate.name).toBe('Radu Stoica');
    expect(typeof user.json().data.completeness).toBe('number');
  });

  it('stores only a hash of the token', async () => {
    const account = await registerCandidate(ctx);
    const token = await login(ctx, account.email);
    const rows = await ctx.db.selectFrom('sessions').select('token_hash').where('user_id', '=', account.id).execute();
    expect(rows.length).toBe(2);
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const account = await registerCandidate(ctx);
    const wrong = await tryLogin(account.email, 'Wrong-password-1', '10.1.1.2');
    const unknown = await tryLogin(uniqueEmail('nobody'), 'Wrong-password-1', '10.1.1.3');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    const ro = await tryLogin(account.email, 'Wrong-password-1', '10.1.1.2', 'ro-RO');
    expect(ro.json()).toEqual({ message: 'Email sau parolă incorecte' });
  });

  it('validates the form: email required and valid, password required', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nope' }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Please enter a valid email address'], password: ['This field is required'] });
  });

  it('rejects a missing, malformed, unknown or revoked token with 401', async () => {
    const account = await registerCandidate(ctx);
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
    }
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(account.token) });
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { ...bearer(account.token), 'accept-language': 'en' } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please sign in to continue' });
  });

  it('logout revokes only the token it was called with', async () => {
    const account = await registerCandidate(ctx);
    const second = await login(ctx, account.email);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(second) });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(account.token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(second) })).statusCode).toBe(401);
  });

  it('expires a token after one year (absolute), not before', async () => {
    const account = await registerCandidate(ctx);
    const token = await login(ctx, account.email);
    ctx.clock.advance(365 * DAY - MINUTE);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    ctx.clock.advance(2 * MINUTE);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describeEachDatabase('login rate limit', (ctx) => {
  const tryLogin = (email: string, password: string, ip: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip, headers: { 'accept-language': 'en' } });

  it('blocks an account after 10 failures in 15 minutes, even with the right password, then lets it in again', async () => {
    const account = await registerCandidate(ctx);
    for (let i = 0; i < 10; i++) {
      // Different IPs: the account limit must hold on its own.
      expect((await tryLogin(account.email, `Wrong-${i}-password`, `10.2.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await tryLogin(account.email, PASSWORD, '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.advance(15 * MINUTE + 1000);
    expect((await tryLogin(account.email, PASSWORD, '10.2.1.1')).statusCode).toBe(200);
  });

  it('gives an unknown email the same limit and the same answers', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) expect((await tryLogin(ghost, 'Wrong-password', `10.3.0.${i + 1}`)).statusCode).toBe(401);
    const blocked = await tryLogin(ghost, 'Wrong-password', '10.3.1.1');
    expect(blocked.statusCode).toBe(429);
  });

  it('blocks an IP after 10 failures across accounts, other IPs unaffected', async () => {
    const victim = await registerCandidate(ctx);
    for (let i = 0; i < 10; i++) expect((await tryLogin(uniqueEmail('spray'), 'Wrong-password', '10.4.4.4')).statusCode).toBe(401);
    expect((await tryLogin(victim.email, PASSWORD, '10.4.4.4')).statusCode).toBe(429);
    expect((await tryLogin(victim.email, PASSWORD, '10.4.4.5')).statusCode).toBe(200);
  });

  it('a success clears the account counter', async () => {
    const account = await registerCandidate(ctx);
    for (let i = 0; i < 9; i++) await tryLogin(account.email, 'Wrong-password', `10.5.0.${i + 1}`);
    expect((await tryLogin(account.email, PASSWORD, '10.5.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await tryLogin(account.email, 'Wrong-password', `10.5.2.${i + 1}`)).statusCode).toBe(401);
    expect((await tryLogin(account.email, PASSWORD, '10.5.1.1')).statusCode).toBe(200);
  });
});
