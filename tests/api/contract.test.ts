import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type App, buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openTestDatabase } from '../support/databases.ts';
import { OPENAPI_FILE, openapiDocument } from '../../scripts/openapi-document.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Writes that read no body. */
const BODYLESS = new Set([
  'POST /api/logout',
  'POST /api/notifications/read-all',
  'POST /api/notifications/:id/read',
  'POST /api/stream/tickets',
  // A new calendar link: nothing to choose.
  'POST /api/calendar-feed',
  // The link's token is the whole request.
  'POST /api/email/change/:token',
  'POST /api/email/revert/:token',
  'POST /api/invitations/unsubscribe/:token',
]);

/** The routes that take a file, and its form field: their body is multipart, read by the handler. */
const UPLOADS = { 'POST /api/cv': 'cv', 'POST /api/profile/licences/:job_title/document': 'document' };

type ContractDocument = {
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, { requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> } }>>;
};
const contractDocument = () => parse(readFileSync(join(ROOT, 'openapi/openapi.yaml'), 'utf8')) as ContractDocument;

/** `GET /api/register/candidate/:id` for each operation of the contract (server url + path, {x} → :x). */
function contractRoutes(): string[] {
  const doc = contractDocument();
  const base = doc.servers[0]?.url ?? '';
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${base}${path.replace(/\{([^}]+)\}/g, ':$1')}`),
  );
}

describe('OpenAPI contract', () => {
  it('openapi/openapi.yaml is what `npm run gen:api` generates from the routes, byte for byte', async () => {
    const committed = readFileSync(join(ROOT, OPENAPI_FILE), 'utf8');
    expect(committed === (await openapiDocument()), 'openapi/openapi.yaml is stale: run `npm run gen:api`').toBe(true);
  });

  it('openapi/schema.d.ts is what `npm run gen:api` generates from openapi.yaml', () => {
    const dir = mkdtempSync(join(tmpdir(), 'medilink-gen-'));
    try {
      const out = join(dir, 'schema.d.ts');
      execFileSync(join(ROOT, 'node_modules/.bin/openapi-typescript'), ['openapi/openapi.yaml', '-o', out], { cwd: ROOT, stdio: 'pipe' });
      const committed = readFileSync(join(ROOT, 'openapi/schema.d.ts'), 'utf8');
      expect(committed === readFileSync(out, 'utf8'), 'openapi/schema.d.ts is stale: run `npm run gen:api`').toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('server routes', () => {
    let app: App;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const opened = await openTestDatabase('pglite');
      const dataDir = mkdtempSync(join(tmpdir(), 'medilink-contract-'));
      app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), db: opened.db });
      await app.ready();
      close = async () => {
        await app.close();
        await opened.close();
        rmSync(dataDir, { recursive: true, force: true });
      };
    });
    afterAll(() => close());

    it('every route under /api is in the contract, and every contract operation is served', () => {
      const served = new Set(app.routes.map((r) => `${r.method} ${r.url}`));
      const documented = new Set(contractRoutes());
      expect([...served].filter((r) => !documented.has(r)).sort(), 'served but missing from openapi.yaml').toEqual([]);
      expect([...documented].filter((r) => !served.has(r)).sort(), 'in openapi.yaml but not served').toEqual([]);
    });

    it('every route declares its path parameters, every body it reads, and its answers in zod (`schema:` on the route)', () => {
      const undeclared = app.routes.flatMap((route) => {
        const missing = [];
        if (!route.declares.includes('response')) missing.push('response');
        if (route.url.includes(':') && !route.declares.includes('params')) missing.push('params');
        const key = `${route.method} ${route.url}`;
        if (['POST', 'PUT', 'PATCH'].includes(route.method) && !BODYLESS.has(key) && !route.declares.includes('body')) missing.push('body');
        return missing.map((part) => `${key}: ${part}`);
      });
      expect(undeclared.sort()).toEqual([]);
    });

    it('every route that validates input declares the 400 its field errors are', () => {
      // Params, a query string, headers or a body that fail their schema are a 400 on any route that reads them.
      const undeclared = app.routes
        .filter((route) => ['params', 'querystring', 'headers', 'body'].some((part) => route.declares.includes(part)))
        .filter((route) => !route.responds.includes('400'))
        .map((route) => `${route.method} ${route.url}`);
      expect(undeclared.sort()).toEqual([]);
    });

    it('every upload declares its multipart body: the file field, required and binary, with its size and types', () => {
      const doc = contractDocument();
      const uploads = app.routes.filter((route) => route.declares.includes('consumes')).map((route) => `${route.method} ${route.url}`);
      expect(uploads.sort()).toEqual(Object.keys(UPLOADS).sort());
      for (const [key, field] of Object.entries(UPLOADS)) {
        const [method, url] = key.split(' ') as [string, string];
        const path = url.replace(/^\/api/, '').replace(/:([^/]+)/g, '{$1}');
        const body = doc.paths[path]?.[method.toLowerCase()]?.requestBody;
        expect(body?.required, key).toBe(true);
        expect(Object.keys(body?.content ?? {}), key).toEqual(['multipart/form-data']);
        const schema = body!.content['multipart/form-data']!.schema as { required: string[]; properties: Record<string, Record<string, string>> };
        expect(schema.required, key).toEqual([field]);
        expect(schema.properties[field], key).toMatchObject({ type: 'string', format: 'binary' });
        expect(schema.properties[field]!.description, key).toMatch(/at most 5 MB .*PDF|PDF.*at most 5 MB/);
      }
    });
  });
});
