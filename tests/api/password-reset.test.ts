import { expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { RESET_JOB, requestPasswordReset } from '../../src/server/accounts/password-reset.ts';
import { MINUTE } from '../../src/server/clock.ts';
import { bearer, login, PASSWORD, registerCandidate, uniqueEmail } from '../support/accounts.ts';
import { describeEachDatabase, type TestContext } from '../support/databases.ts';

/** The token of the last reset mail sent to `email`, read from the outbox like a user reads the inbox. */
async function lastResetToken(ctx: TestContext, email: string): Promise<string> {
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('kind', '=', 'password-reset')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /http:\/\/medilink\.test\/app\/password\/reset\/([A-Za-z0-9_-]+)\//.exec(mail.text_body);
  expect(match, mail.text_body).not.toBeNull();
  expect(mail.html_body).toContain(match![0]);
  return match![1]!;
}

/** Until no reset mail job is left pending (each request runs its own right after answering). */
async function resetJobsSettled(ctx: TestContext): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const pending = await ctx.db.selectFrom('jobs').select('id').where('kind', '=', RESET_JOB).where('status', '=', 'pending').execute();
    if (!pending.length) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('a password reset job is still pending');
}

describeEachDatabase('password reset', (ctx) => {
  // The mail is written after the answer (its timing must not depend on the account): wait for that work too.
  const request = async (email: string, lang = 'en') => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email }, headers: { 'accept-language': lang } });
    await resetJobsSettled(ctx);
    return res;
  };
  const confirm = (token: string, password: string, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/password/reset/${token}`,
      payload: { password, confirm_password: password },
      headers: { 'accept-language': lang },
    });

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const account = await registerCandidate(ctx);
    const ghost = uniqueEmail('ghost');
    const known = await request(account.email);
    const unknown = await request(ghost);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mails = await ctx.db.selectFrom('mail_outbox').select('to_address').where('kind', '=', 'password-reset').execute();
    expect(mails.map((m) => m.to_address)).toContain(account.email);
    expect(mails.map((m) => m.to_address)).not.toContain(ghost);
  });

  it('does the same work before answering whether or not the account exists: one job, the same statement', async () => {
    const account = await registerCandidate(ctx);
    const statementsOf = async (email: string) => {
      const seen: string[] = [];
      // Every statement the request path sends, with its values blanked: the shape of the work, not its data.
      const recorder: KyselyPlugin = {
        transformQuery: ({ node }) => {
          seen.push(
            JSON.stringify(node, (key, value) => (key === 'value' ? '?' : value?.kind === 'PrimitiveValueListNode' ? value.values.length : value)),
          );
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      const jobId = await requestPasswordReset({ ...ctx.app.deps, db: ctx.db.withPlugin(recorder) }, email, 'en');
      await ctx.db.deleteFrom('jobs').where('id', '=', jobId).execute(); // only its shape mattered here
      return seen;
    };
    const known = await statementsOf(account.email);
    const unknown = await statementsOf(uniqueEmail('ghost'));
    expect(known).toHaveLength(1);
    expect(known[0]).toContain('"jobs"');
    expect(unknown).toEqual(known);
  });

  it('mails in the account language (Romanian by default)', async () => {
    const account = await registerCandidate(ctx);
    await request(account.email);
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', account.email)
      .where('kind', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Resetați parola contului Medilink');
    expect(mail.text_body).toContain('în următoarele 60 de minute');
  });

  it('sets a new password once: the token is single-use, the old password and every session stop working', async () => {
    const account = await registerCandidate(ctx);
    const otherSession = await login(ctx, account.email);
    await request(account.email);
    const token = await lastResetToken(ctx, account.email);
    const stored = await ctx.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);

    expect((await confirm(token, 'Parola-Noua-2026')).statusCode).toBe(204);
    const again = await confirm(token, 'Alta-Parola-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This password reset link is invalid or has expired. Please request a new one.' });

    for (const t of [account.token, otherSession]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(t) })).statusCode).toBe(401);
    }
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: PASSWORD },
      remoteAddress: '10.7.0.1',
    });
    expect(old.statusCode).toBe(401);
    await login(ctx, account.email, 'Parola-Noua-2026', '10.7.0.2');
  });

  it('refuses a token after 60 minutes', async () => {
    const account = await registerCandidate(ctx);
    await request(account.email);
    const token = await lastResetToken(ctx, account.email);
    ctx.clock.advance(60 * MINUTE + 1000);
    const res = await confirm(token, 'Parola-Noua-2026', 'ro-RO');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Linkul de resetare a parolei este invalid sau a expirat. Vă rugăm să cereți unul nou.');
    await login(ctx, account.email, PASSWORD, '10.7.1.1');
  });

  it('accepts a token just before 60 minutes, and a used token invalidates the other open ones', async () => {
    const account = await registerCandidate(ctx);
    await request(account.email);
    const first = await lastResetToken(ctx, account.email);
    await request(account.email);
    const second = await lastResetToken(ctx, account.email);
    ctx.clock.advance(59 * MINUTE);
    expect((await confirm(second, 'Parola-Noua-2026')).statusCode).toBe(204);
    expect((await confirm(first, 'Alta-Parola-2026')).statusCode).toBe(400);
  });

  it('mails at most 3 links per hour to one account, answering the same every time', async () => {
    const account = await registerCandidate(ctx);
    const answers = new Set<string>();
    for (let i = 0; i < 5; i++) answers.add((await request(account.email)).body);
    expect(answers.size).toBe(1);
    const count = async () =>
      (await ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', account.email).where('kind', '=', 'password-reset').execute())
        .length;
    expect(await count()).toBe(3);
    ctx.clock.advance(61 * MINUTE);
    await request(account.email);
    expect(await count()).toBe(4);
  });

  it('validates the new password', async () => {
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/reset/abcdefghijklmnopqrstuvwxyz',
      payload: { password: 'scurt', confirm_password: 'scurt' },
      headers: { 'accept-language': 'en' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: ['The password must have at least 8 characters'] });
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/reset/abcdefghijklmnopqrstuvwxyz',
      payload: { password: 'Parola-Lunga-1', confirm_password: 'Parola-Lunga-2' },
    });
    expect(mismatch.json().errors).toEqual({ confirm_password: ['Parolele nu se potrivesc'] });
    const invalid = await request('nu-este-email');
    expect(invalid.statusCode).toBe(400);
  });
});
