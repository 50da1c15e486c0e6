import { expect, it } from 'vitest';
import { HOUR } from '../../src/server/clock.ts';
import { PASSWORD, bearer, login, registerCandidate, uniqueEmail, type Account } from '../support/accounts.ts';
import { describeEachDatabase, type TestContext } from '../support/databases.ts';

/** The token of the last confirmation mail sent to `email`, read from the outbox like a user reads the inbox. */
async function lastChangeToken(ctx: TestContext, email: string): Promise<string> {
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('kind', '=', 'email-change')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /http:\/\/medilink\.test\/app\/email\/confirm\/([A-Za-z0-9_-]+)\//.exec(mail.text_body);
  expect(match, mail.text_body).not.toBeNull();
  return match![1]!;
}

describeEachDatabase('email change', (ctx) => {
  const ask = (account: Account, email: string, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url: '/api/email/change', payload: { email }, headers: { ...bearer(account.token), 'accept-language': lang } });
  const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: `/api/email/change/${token}` });
  const addresses = async (account: Account) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/email/change', headers: bearer(account.token) })).json();

  it('keeps the old address until the link mailed to the new one is followed, once', async () => {
    const account = await registerCandidate(ctx);
    const next = uniqueEmail('new');
    const asked = await ask(account, next, 'ro-RO');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ pending_email: next, message: expect.stringContaining(next) });
    expect(await addresses(account)).toEqual({ email: account.email, pending_email: next });
    // Still the old address: signing in with it works, with the new one not yet.
    await login(ctx, account.email, PASSWORD);
    const token = await lastChangeToken(ctx, next);
    const stored = await ctx.db.selectFrom('email_changes').select('token_hash').where('user_id', '=', account.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: next });
    expect(await addresses(account)).toEqual({ email: next, pending_email: null });
    await login(ctx, next, PASSWORD);
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('refuses an expired link, an unknown one, an address in use and the same address, with field errors', async () => {
    const account = await registerCandidate(ctx);
    const other = await registerCandidate(ctx);
    const taken = await ask(account, other.email);
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().errors)).toEqual(['email']);
    const same = await ask(account, account.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(Object.keys(same.json().errors)).toEqual(['email']);
    const bad = await ask(account, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['email']);
    expect((await confirm('abcdefghijklmnopqrstuvwxyz')).statusCode).toBe(400);

    const next = uniqueEmail('late');
    await ask(account, next);
    const token = await lastChangeToken(ctx, next);
    ctx.clock.advance(24 * HOUR + 1000);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(await addresses(account)).toEqual({ email: account.email, pending_email: null });
  });

  it('refuses the link when someone registered the address meanwhile, and needs a session to ask', async () => {
    const account = await registerCandidate(ctx);
    const next = uniqueEmail('raced');
    await ask(account, next);
    const token = await lastChangeToken(ctx, next);
    await registerCandidate(ctx, { email: next });
    const raced = await confirm(token);
    expect(raced.statusCode).toBe(409);
    expect(await addresses(account)).toMatchObject({ email: account.email });
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/email/change', payload: { email: uniqueEmail('x') } });
    expect(anonymous.statusCode).toBe(401);
  });
});
