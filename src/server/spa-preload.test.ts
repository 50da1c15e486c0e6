import { describe, expect, it } from 'vitest';
import { htmlByRoute, matchRoute } from './spa-preload.ts';

const routes = ['', 'offers', 'offers/:id', 'offers/reject/:id', 'needs/:id', 'needs/add', 'needs/:id/candidate/:slug'].map((path) => ({
  path,
  tags: `<!--${path}-->`,
}));

describe('route preloads', () => {
  it('matches a path to its route: parameters, a trailing slash, literal segments before parameters', () => {
    expect(matchRoute(routes, '/')?.path).toBe('');
    expect(matchRoute(routes, 'offers/')?.path).toBe('offers');
    expect(matchRoute(routes, '/offers/12')?.path).toBe('offers/:id');
    expect(matchRoute(routes, 'offers/reject/12')?.path).toBe('offers/reject/:id');
    expect(matchRoute(routes, 'needs/add')?.path).toBe('needs/add');
    expect(matchRoute(routes, 'needs/7')?.path).toBe('needs/:id');
    expect(matchRoute(routes, 'needs/7/candidate/9')?.path).toBe('needs/:id/candidate/:slug');
    expect(matchRoute(routes, 'nowhere/at/all')).toBeUndefined();
  });

  it("puts the route's tags at the end of the head, and leaves other paths alone", () => {
    const pageFor = htmlByRoute('<head><title>x</title></head><body></body>', routes, '/app/');
    expect(pageFor('/app/offers/3')).toBe('<head><title>x</title><!--offers/:id--></head><body></body>');
    expect(pageFor('/app/a/b/c/d')).toBe('<head><title>x</title></head><body></body>');
  });
});
