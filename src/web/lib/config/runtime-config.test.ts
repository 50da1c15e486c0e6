import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('reads the brand and the recruiter app URL', () => {
    expect(parseRuntimeConfig({ brand: 'Medilink', recruiterAppUrl: 'https://recruiter.example' })).toEqual({
      brand: 'Medilink',
      recruiterAppUrl: 'https://recruiter.example',
      care: { phone: null, email: null },
      policyVersion: null,
    });
  });
  it("reads customer care's phone and email, leaving out empty ones", () => {
    expect(parseRuntimeConfig({ care: { phone: '+40 21 300 1234', email: 'suport@medilink.ro' } }).care).toEqual({
      phone: '+40 21 300 1234',
      email: 'suport@medilink.ro',
    });
    expect(parseRuntimeConfig({ care: { phone: ' ', email: 42 } }).care).toEqual({ phone: null, email: null });
  });
  it('means the built-in workspace when the URL is absent, empty or not http(s)', () => {
    expect(parseRuntimeConfig({ brand: 'X', recruiterAppUrl: null }).recruiterAppUrl).toBeNull();
    expect(parseRuntimeConfig({ recruiterAppUrl: '' }).recruiterAppUrl).toBeNull();
    expect(parseRuntimeConfig({ recruiterAppUrl: 'javascript:alert(1)' }).recruiterAppUrl).toBeNull();
  });
  it('reads the version of the terms in force', () => {
    expect(parseRuntimeConfig({ policyVersion: '2026-11-25' }).policyVersion).toBe('2026-11-25');
  });
  it('falls back to the product name', () => {
    expect(parseRuntimeConfig(null).brand).toBe('Medilink');
  });
});
