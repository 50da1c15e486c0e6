import { describe, expect, it } from 'vitest';
import { contractChecker, contractRecorder, createContractChecker } from '../support/contract.ts';

// The response check every database suite runs (tests/support/databases.ts) must not pass silently.
const doc = {
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  servers: [{ url: '/api' }],
  components: {
    responses: { NotFound: { description: 'x', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
    schemas: {
      Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
      Thing: {
        type: 'object',
        required: ['id', 'note', 'at'],
        properties: {
          id: { type: 'integer' },
          note: { type: 'string', nullable: true },
          kind: { type: 'string', enum: ['a', 'b'], nullable: true },
          at: { type: 'string', format: 'date-time' },
        },
      },
      Base: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
      Derived: { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', properties: { extra: { type: 'string' } } }] },
      Open: { type: 'object', additionalProperties: true, properties: { id: { type: 'integer' } } },
    },
  },
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
      delete: { responses: { '204': { description: 'gone' } } },
    },
    '/derived': {
      get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Derived' } } } } } },
    },
    '/open': {
      get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Open' } } } } } },
    },
    '/things/new': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'string' } } } } } } },
  },
};

const json = 'application/json; charset=utf-8';
const thing = { id: 1, note: null, kind: null, at: '2026-01-02T03:04:05.000Z' };

describe('contract checker', () => {
  const checker = createContractChecker(doc);

  it('accepts a conforming body, with OpenAPI 3.0 nullable fields', () => {
    expect(checker.check({ method: 'GET', url: '/api/things/7', status: 200, contentType: json, body: thing })).toEqual([]);
    expect(
      checker.check({ method: 'GET', url: '/api/things/7?x=1', status: 200, contentType: json, body: { ...thing, note: 'n', kind: 'a' } }),
    ).toEqual([]);
    expect(checker.check({ method: 'DELETE', url: '/api/things/7', status: 204 })).toEqual([]);
  });

  it('reports a body that violates its schema (type, required, enum, format), with the route template', () => {
    const violations = checker.check({
      method: 'GET',
      url: '/api/things/7',
      status: 200,
      contentType: json,
      body: { id: '1', kind: 'c', at: 'yesterday' },
    });
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ route: 'GET /things/{id}', status: 200, problem: 'body does not match the schema' });
    const errors = violations[0]?.errors?.join('\n') ?? '';
    expect(errors).toContain('/id must be integer');
    expect(errors).toContain("must have required property 'note'");
    expect(errors).toContain('/kind must be equal to one of the allowed values');
    expect(errors).toContain('/at must match format "date-time"');
  });

  it('reports fields the contract does not name, unless the schema is open (allOf composes)', () => {
    expect(checker.check({ method: 'GET', url: '/api/things/7', status: 200, contentType: json, body: { ...thing, surprise: 1 } })).toMatchObject([
      { route: 'GET /things/{id}', errors: ["(root) must NOT have unevaluated properties 'surprise'"] },
    ]);
    expect(checker.check({ method: 'GET', url: '/api/derived', status: 200, contentType: json, body: { id: 1, extra: 'x' } })).toEqual([]);
    expect(checker.check({ method: 'GET', url: '/api/derived', status: 200, contentType: json, body: { id: 1, other: 'x' } })).toHaveLength(1);
    expect(checker.check({ method: 'GET', url: '/api/open', status: 200, contentType: json, body: { id: 1, other: 'x' } })).toEqual([]);
    expect(
      createContractChecker(doc, { closed: false }).check({
        method: 'GET',
        url: '/api/things/7',
        status: 200,
        contentType: json,
        body: { ...thing, surprise: 1 },
      }),
    ).toEqual([]);
  });

  it('reports a status the route does not declare', () => {
    expect(checker.check({ method: 'GET', url: '/api/things/7', status: 409, contentType: json, body: { message: 'x' } })).toEqual([
      { route: 'GET /things/{id}', status: 409, problem: 'status 409 is not declared (declared: 200, 404)' },
    ]);
    expect(checker.check({ method: 'DELETE', url: '/api/things/7', status: 500, contentType: json, body: { message: 'x' } })).toHaveLength(1);
  });

  it('checks error responses given by $ref against the Error schema', () => {
    expect(checker.check({ method: 'GET', url: '/api/things/7', status: 404, contentType: json, body: { message: 'Not found' } })).toEqual([]);
    expect(checker.check({ method: 'GET', url: '/api/things/7', status: 404, contentType: json, body: { error: 'Not found' } })).toMatchObject([
      { route: 'GET /things/{id}', status: 404, problem: 'body does not match the schema' },
    ]);
    // Unknown /api paths are not operations, but their errors still have the one shape.
    expect(checker.check({ method: 'GET', url: '/api/nowhere', status: 404, contentType: json, body: { error: 'x' } })).toHaveLength(1);
  });

  it('reports a body where the contract declares none, or another content type', () => {
    expect(checker.check({ method: 'DELETE', url: '/api/things/7', status: 204, contentType: json, body: { ok: true } })).toHaveLength(1);
    expect(checker.check({ method: 'GET', url: '/api/things/7', status: 200, contentType: 'text/plain', body: 'hi' })).toHaveLength(1);
  });

  it('prefers literal path segments and the registered route template', () => {
    expect(checker.check({ method: 'GET', url: '/api/things/new', status: 200, contentType: json, body: 'text' })).toEqual([]);
    expect(
      checker.check({ method: 'GET', url: '/api/things/new', routeUrl: '/api/things/:id', status: 200, contentType: json, body: 'text' }),
    ).toHaveLength(1);
  });

  it('records what an app sends (the hook of describeEachDatabase)', () => {
    const recorder = contractRecorder(checker);
    const reply = (statusCode: number) => ({ statusCode, getHeader: () => json });
    recorder.onSend({ method: 'GET', url: '/api/things/7', routeOptions: { url: '/api/things/:id' } }, reply(200), JSON.stringify(thing));
    expect(recorder.take()).toEqual([]);
    recorder.onSend({ method: 'GET', url: '/api/things/7', routeOptions: { url: '/api/things/:id' } }, reply(200), JSON.stringify({ id: 1 }));
    recorder.onSend({ method: 'GET', url: '/api/things/7', routeOptions: { url: '/api/things/:id' } }, reply(418), '{"message":"teapot"}');
    recorder.onSend({ method: 'GET', url: '/app/', routeOptions: {} }, reply(500), '{}');
    expect(recorder.take().map((v) => v.status)).toEqual([200, 418]);
    expect(recorder.take()).toEqual([]);
  });

  it('loads openapi/openapi.yaml and knows its operations', () => {
    const real = contractChecker();
    expect(real.check({ method: 'GET', url: '/api/health', status: 200, contentType: json, body: { status: 'ok' } })).toEqual([]);
    expect(real.check({ method: 'GET', url: '/api/health', status: 200, contentType: json, body: { status: 'down' } })).toHaveLength(1);
    expect(
      real.check({ method: 'POST', url: '/api/login', status: 401, contentType: json, body: { message: 'x', errors: { email: ['y'] } } }),
    ).toEqual([]);
    expect(real.check({ method: 'POST', url: '/api/login', status: 418, contentType: json, body: { message: 'x' } })).toHaveLength(1);
  });
});
