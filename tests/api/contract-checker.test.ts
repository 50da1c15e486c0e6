import { describe, expect, it } from 'vitest';
import { contractRecorder, statusChecker } from '../support/contract.ts';

// The status check every database suite runs (tests/support/databases.ts) and the fuzzer uses must not pass silently.
const response = { 200: {}, 404: {}, 429: {} };
const sent = (url: string, routeUrl: string | undefined) => ({ method: 'GET', url, routeOptions: { url: routeUrl, schema: { response } } });

describe('contract status check', () => {
  it('records an answer whose status its route does not declare, and nothing else', () => {
    const recorder = contractRecorder();
    recorder.onSend(sent('/api/things/7', '/api/things/:id'), { statusCode: 200 }, '{}');
    recorder.onSend(sent('/api/things/7', '/api/things/:id'), { statusCode: 404 }, '{}');
    expect(recorder.take()).toEqual([]);
    recorder.onSend(sent('/api/things/7', '/api/things/:id'), { statusCode: 418 }, '{}');
    recorder.onSend(sent('/api/test/clock', '/api/test/clock'), { statusCode: 418 }, '{}');
    recorder.onSend(sent('/app/', '/app/'), { statusCode: 500 }, '{}');
    recorder.onSend(sent('/api/nowhere', undefined), { statusCode: 404 }, '{}');
    expect(recorder.take()).toEqual([{ route: 'GET /api/things/:id', status: 418, problem: 'status 418 is not declared (declared: 200, 404, 429)' }]);
    expect(recorder.take()).toEqual([]);
  });

  it('a route that declares no answers declares no status', () => {
    const recorder = contractRecorder();
    recorder.onSend({ method: 'GET', url: '/api/bare', routeOptions: { url: '/api/bare' } }, { statusCode: 200 }, '{}');
    expect(recorder.take().map((v) => v.status)).toEqual([200]);
  });

  it('finds the route of a URL by its template, literal segments first', () => {
    const checker = statusChecker([
      { method: 'GET', url: '/api/things/:id', declares: ['params', 'response'], responds: ['200', '404'] },
      { method: 'GET', url: '/api/things/new', declares: ['response'], responds: ['200'] },
    ]);
    expect(checker.check({ method: 'GET', url: '/api/things/7?x=1', status: 404 })).toEqual([]);
    expect(checker.check({ method: 'GET', url: '/api/things/new', status: 404 })).toHaveLength(1);
    expect(checker.check({ method: 'POST', url: '/api/things/7', status: 500 })).toEqual([]);
  });
});
