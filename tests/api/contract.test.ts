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
/** Writes that read no JSON body (the CV upload is multipart, read by the handler). */
const BODYLESS = new Set([
  'POST /api/logout',
  'POST /api/notifications/read-all',
  'POST /api/notifications/:id/read',
  'POST /api/stream/tickets',
  'POST /api/cv',
  'POST /api/profile/licences/:job_title/document',
  // The link's token is the whole request.
  'POST /api/email/change/:token',
  'POST /api/email/revert/:token',
]);

/** `GET /api/register/candidate/:id` for each operation of the contract (server url + path, {x} → :x). */
function contractRoutes(): string[] {
  const doc = parse(readFileSync(join(ROOT, 'openapi/openapi.yaml'), 'utf8')) as {
    servers: Array<{ url: string }>;
    paths: Record<string, Record<string, unknown>>;
  };
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
  });
});
