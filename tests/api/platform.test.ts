import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases.ts';

describeEachDatabase('platform', (ctx) => {
  it('redirects / to /app/', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/');
  });

  it('sends a strict CSP without inline scripts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a translated 404 (ro-RO by default, en on request)', async () => {
    const ro = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(ro.statusCode).toBe(404);
    expect(ro.json()).toEqual({ message: 'Resursa căutată nu a fost găsită' });
    const en = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.json()).toEqual({ message: 'The requested resource was not found' });
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/page-views',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"path":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request could not be understood' });
  });
});

describe('negotiateLocale', async () => {
  const { negotiateLocale } = await import('../../src/server/i18n/i18n.ts');
  it.each([
    [undefined, 'ro-RO'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,en;q=0.5', 'en'],
    ['ro-RO', 'ro-RO'],
    ['en;q=0.4,ro;q=0.8', 'ro-RO'],
    ['fr', 'ro-RO'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describeEachDatabase(
  'global API rate limit',
  (ctx) => {
    it('answers 429 with a translated message past the per-minute limit, and never limits the SPA', async () => {
      for (let i = 0; i < 5; i++) expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const limited = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'en' } });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many requests. Please try again later.' });
      expect((await ctx.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(302);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: '5' } },
);
