import { describe, expect, it } from 'vitest';
import { createTokenUrls } from './token-urls.ts';

describe('token URLs', () => {
  const urls = createTokenUrls();
  for (const route of ['/api/password/reset/:token', '/app/things/:id/revert/:revertToken', '/api/needs/:id', '/app/offers/:id'])
    urls.addRoute(route);

  it("masks the segments of a route's token parameters, wherever the URL has its slashes", () => {
    expect(urls.redact('/api/password/reset/abc')).toBe('/api/password/reset/[redacted]');
    expect(urls.redact('/app/things/12/revert/abc/')).toBe('/app/things/12/revert/[redacted]/');
    expect(urls.redact('//api//password/reset/abc?x=1')).toBe('//api//password/reset/[redacted]?x=1');
    expect(urls.redact('https://medilink.test/api/password/reset/abc#x')).toBe('https://medilink.test/api/password/reset/[redacted]#x');
  });

  it('leaves other routes and other parameters alone, and masks token query parameters anywhere', () => {
    expect(urls.redact('/api/needs/12?q=abc')).toBe('/api/needs/12?q=abc');
    expect(urls.redact('/api/password/reset')).toBe('/api/password/reset');
    expect(urls.redact('/api/needs/12/extra')).toBe('/api/needs/12/extra');
    expect(urls.redact('/anything?ticket=abc&a=1&Access%5FToken=x&flag')).toBe('/anything?ticket=[redacted]&a=1&Access%5FToken=[redacted]&flag');
  });
});
