import { strFromU8, unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { MARKETING_CONSENT_VERSION } from '../../src/server/privacy/marketing-consent.ts';
import { bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';

// Marketing messages only with their own opt-in, never bundled with the terms; stored with version and
// time, exported, withdrawable at any time, every change in the privacy log care reads.

describeEachDatabase('marketing opt-in', (ctx) => {
  const consentOf = async (token: string) => (await ctx.app.inject({ method: 'GET', url: '/api/privacy/marketing', headers: bearer(token) })).json();
  const setConsent = (token: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/privacy/marketing', headers: bearer(token), payload });

  it('is off unless the registration box is ticked, and the terms alone never give it', async () => {
    ctx.clock.set('2026-04-01T08:00:00Z');
    const plain = await registerCandidate(ctx);
    expect(await consentOf(plain.token)).toEqual({ opted_in: false, version: null, since: null });
    const keen = await registerCompany(ctx, { marketing_opt_in: true });
    expect(await consentOf(keen.token)).toEqual({ opted_in: true, version: MARKETING_CONSENT_VERSION, since: '2026-04-01T08:00:00.000Z' });
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/register/candidate', payload: { marketing_opt_in: 'yes' } });
    expect(bad.json().errors).toHaveProperty('marketing_opt_in');
  });

  it('is given and withdrawn at any time, kept with version and time, exported and logged', async () => {
    ctx.clock.set('2026-04-02T08:00:00Z');
    const candidate = await registerCandidate(ctx);
    const given = await setConsent(candidate.token, { opted_in: true });
    expect(given.json()).toEqual({ opted_in: true, version: MARKETING_CONSENT_VERSION, since: '2026-04-02T08:00:00.000Z' });
    ctx.clock.set('2026-04-03T08:00:00Z');
    expect((await setConsent(candidate.token, { opted_in: true })).json().since).toBe('2026-04-02T08:00:00.000Z');
    expect((await setConsent(candidate.token, { opted_in: false })).json()).toEqual({ opted_in: false, version: null, since: null });
    expect((await setConsent(candidate.token, {})).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/privacy/marketing', payload: { opted_in: true } })).statusCode).toBe(401);

    const zip = unzipSync(
      new Uint8Array((await ctx.app.inject({ method: 'GET', url: '/api/privacy/export', headers: bearer(candidate.token) })).rawPayload),
    );
    expect(JSON.parse(strFromU8(zip['data/marketing_consents.json']!))).toEqual([
      expect.objectContaining({ version: MARKETING_CONSENT_VERSION, given_at: '2026-04-02T08:00:00.000Z', withdrawn_at: '2026-04-03T08:00:00.000Z' }),
    ]);

    const care = await createCare(ctx);
    const log = await ctx.app.inject({
      method: 'GET',
      url: `/api/care/privacy-log?kind=consent&user_id=${candidate.id}`,
      headers: bearer(care.token),
    });
    expect(log.statusCode, log.body).toBe(200);
    expect((log.json().data as Array<{ action: string }>).map((r) => r.action)).toEqual([
      'consent.marketingWithdrawn',
      'consent.marketingGiven',
      'consent.policy',
    ]);
    // One family and one user: another user's export (above) is not hers.
    const other = await registerCandidate(ctx);
    const othersExports = await ctx.app.inject({
      method: 'GET',
      url: `/api/care/privacy-log?kind=export&user_id=${other.id}`,
      headers: bearer(care.token),
    });
    expect(othersExports.json()).toEqual({ data: [] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/care/privacy-log?kind=nope', headers: bearer(care.token) })).statusCode).toBe(400);
    const paged = await ctx.app.inject({
      method: 'GET',
      url: `/api/care/privacy-log?user_id=${candidate.id}&limit=1&offset=1`,
      headers: bearer(care.token),
    });
    expect((paged.json().data as Array<{ action: string }>).map((r) => r.action)).toEqual(['consent.marketingWithdrawn']);
  });
});
