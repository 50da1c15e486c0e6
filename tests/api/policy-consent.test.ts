import { expect, it } from 'vitest';
import { POLICY_VERSION } from '../../src/server/privacy/policy-version.ts';
import { type Account, bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase, type TestContext } from '../support/databases.ts';

// The terms and privacy notice are versioned; registration records the version in force, an
// older acceptance asks again, and POST /api/privacy/consent records the version read.

const policyOf = async (ctx: TestContext, account: Account) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(account.token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { user: { policy: { version: string; accepted: boolean } } } }).data.user.policy;
};

const consentsOf = (ctx: TestContext, userId: number) =>
  ctx.db.selectFrom('policy_consents').select(['version', 'accepted_at']).where('user_id', '=', userId).execute();

describeEachDatabase('versioned terms and privacy notice', (ctx) => {
  it('records the version in force, with the time, when a candidate or a company registers', async () => {
    const candidate = await registerCandidate(ctx);
    const company = await registerCompany(ctx);
    for (const account of [candidate, company]) {
      expect(await consentsOf(ctx, account.id)).toEqual([{ version: POLICY_VERSION, accepted_at: ctx.clock.now() }]);
      expect(await policyOf(ctx, account)).toEqual({ version: POLICY_VERSION, accepted: true });
    }
  });

  it('asks again a user who accepted only an older version, and records the new acceptance', async () => {
    const candidate = await registerCandidate(ctx);
    await ctx.db.updateTable('policy_consents').set({ version: '2020-01-01' }).where('user_id', '=', candidate.id).execute();
    expect(await policyOf(ctx, candidate)).toEqual({ version: POLICY_VERSION, accepted: false });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/consent',
      headers: bearer(candidate.token),
      payload: { version: POLICY_VERSION },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await policyOf(ctx, candidate)).toEqual({ version: POLICY_VERSION, accepted: true });
    const versions = (await consentsOf(ctx, candidate.id)).map((row) => row.version).sort();
    expect(versions).toEqual(['2020-01-01', POLICY_VERSION].sort());
  });

  it('refuses a version other than the one in force, and bad bodies, with field errors', async () => {
    const company = await registerCompany(ctx);
    await ctx.db.deleteFrom('policy_consents').where('user_id', '=', company.id).execute();
    const post = (payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/privacy/consent', headers: bearer(company.token), payload: payload as object });

    const old = await post({ version: '2020-01-01' });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ errors: { version: expect.any(Array) } });
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ version: POLICY_VERSION, extra: 1 })).statusCode).toBe(400);
    expect(await policyOf(ctx, company)).toEqual({ version: POLICY_VERSION, accepted: false });
  });

  it('needs a candidate or company session; care is never asked', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/privacy/consent', payload: { version: POLICY_VERSION } });
    expect(anonymous.statusCode).toBe(401);
    const care = await createCare(ctx);
    const byCare = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/consent',
      headers: bearer(care.token),
      payload: { version: POLICY_VERSION },
    });
    expect(byCare.statusCode).toBe(403);
    expect(await policyOf(ctx, care)).toEqual({ version: POLICY_VERSION, accepted: true });
  });
});
