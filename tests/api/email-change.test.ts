import { strFromU8, unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { HOUR } from '../../src/server/clock.ts';
import { bearer, login, PASSWORD, registerCandidate, uniqueEmail } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { emailChangeRoutes, lastChangeToken } from '../support/email-change.ts';

// Asking for a new address and confirming it through the link mailed to it; what the export and erasure keep of it.
describeEachDatabase('email change', (ctx) => {
  const { ask, confirm, addresses } = emailChangeRoutes(ctx);

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

  it('asks for the current password: without it or with a wrong one, a field error on current_password and nothing changes', async () => {
    const account = await registerCandidate(ctx);
    const next = uniqueEmail('nopass');
    const without = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/change',
      payload: { email: next },
      headers: { ...bearer(account.token), 'accept-language': 'en' },
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ current_password: ['This field is required'] });
    const wrong = await ask(account, next, 'en', 'Not-the-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['The password is not correct'] });
    expect((await ask(account, next, 'ro-RO', 'Not-the-password-1')).json().errors).toEqual({ current_password: ['Parola nu este corectă'] });

    expect(await addresses(account)).toEqual({ email: account.email, pending_email: null });
    expect(await ctx.db.selectFrom('email_changes').select('id').where('user_id', '=', account.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', next).execute()).toEqual([]);
  });

  it("leaves both links' token hashes out of the data export", async () => {
    const account = await registerCandidate(ctx);
    const next = uniqueEmail('exported');
    await ask(account, next);
    await confirm(await lastChangeToken(ctx, next));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/privacy/export', headers: bearer(account.token) });
    expect(res.statusCode).toBe(200);
    const rows = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['data/email_changes.json']!)) as Array<Record<string, unknown>>;
    expect(rows).toEqual([expect.objectContaining({ new_email: next, old_email: account.email })]);
    expect(Object.keys(rows[0]!).filter((column) => column.includes('hash'))).toEqual([]);
  });

  it('leaves no copy of the new address in the notice to the old one once the account is erased', async () => {
    const account = await registerCandidate(ctx);
    const next = uniqueEmail('erased');
    await ask(account, next);
    await confirm(await lastChangeToken(ctx, next));
    const holding = () =>
      ctx.db.selectFrom('mail_outbox').select('kind').where('to_address', '=', account.email).where('text_body', 'like', `%${next}%`).execute();
    expect(await holding()).toEqual([{ kind: 'email-changed' }]);
    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/erasure',
      headers: bearer(account.token),
      payload: { password: PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await holding()).toEqual([]);
  });
});
