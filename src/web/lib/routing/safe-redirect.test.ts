import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

const origin = 'https://medilink.example';

describe('safeRedirectTarget', () => {
  it.each([
    ['/app/offers?limit=20', '/offers?limit=20'],
    ['/app/dashboard/candidate', '/dashboard/candidate'],
    ['https://medilink.example/app/needs/4/', '/needs/4/'],
    ['/app/', '/'],
  ])('honours %s', (redirect, expected) => {
    expect(safeRedirectTarget(redirect, origin)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/app/offers'],
    ['//evil.example/app/offers'],
    ['/api/logout'],
    ['/application'],
    ['/app'],
    ['javascript:alert(1)'],
    ['http://medilink.example/app/offers'],
  ])('ignores %s', (redirect) => {
    expect(safeRedirectTarget(redirect, origin)).toBeNull();
  });
});
