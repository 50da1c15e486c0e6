import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { ROUTE_MODULES } from '../../src/web/app/route-modules.ts';
import { openTestDatabase } from '../support/databases.ts';

// The request log and the page views never keep a token: not in a route's :token segment (every server route and
// every client route that has one, found in the route tables, so a new link is covered by itself), not in a query
// parameter named like a token, not in the Authorization or Cookie headers.
const TOKEN_PARAM = /:[^/]*token/i;

describe('tokens in URLs and headers never reach the log', () => {
  let app: App;
  let close: () => Promise<void>;
  const logs: string[] = [];
  const secrets: string[] = [];
  const secret = () => {
    const value = `tok${secrets.length}x${randomBytes(16).toString('base64url')}`;
    secrets.push(value);
    return value;
  };
  /** The route's pattern with a fresh secret in each token parameter and 1 in the others. */
  const fill = (pattern: string) => pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => (/token/i.test(name) ? secret() : '1'));

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medilink-logs-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>x</title></head><div id="root"></div>');
    // What the build writes (src/web/tools/route-preload-plugin.ts): every client route of the SPA's table.
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(ROUTE_MODULES.map(({ path }) => ({ path, tags: '' }))));
    const opened = await openTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dir, WEB_DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '0' });
    app = await buildApp({ config, db: opened.db, logStream: { write: (line: string) => void logs.push(line) } });
    await app.ready();
    close = async () => {
      await app.close();
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('masks the token of every route with a token parameter, the token query parameters and the secret headers', async () => {
    const serverRoutes = app.routes.filter((route) => TOKEN_PARAM.test(route.url));
    const clientRoutes = ROUTE_MODULES.filter((route) => TOKEN_PARAM.test(route.path));
    expect(serverRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/password/reset/:token', 'POST /api/email/change/:token']),
    );
    expect(clientRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['password/reset/:token', 'email/confirm/:token']));

    const sent: string[] = [];
    for (const route of serverRoutes) {
      const url = fill(route.url);
      sent.push(url);
      await app.inject({ method: route.method as 'POST', url, ...(route.method === 'GET' ? {} : { payload: {} }) });
    }
    for (const route of clientRoutes) {
      const url = `/app/${fill(route.path)}/`;
      sent.push(url);
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    await app.inject({ method: 'GET', url: `/api/stream?ticket=${secret()}&lastEventId=4` });
    await app.inject({ method: 'GET', url: `/app/login?access_token=${secret()}&redirect=%2Foffers` });
    await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${secret()}`, cookie: `session=${secret()}` } });

    const all = logs.join('\n');
    for (const value of secrets) expect(all, `a log line holds ${value}`).not.toContain(value);
    // The lines still say what was called.
    for (const url of sent) expect(all).toContain(url.replace(/tok\d+x[\w-]+/g, '[redacted]'));
    expect(all).toContain('/api/stream?ticket=[redacted]&lastEventId=4');
    expect(all).toContain('/app/login?access_token=[redacted]&redirect=%2Foffers');
  });

  it('keeps the tokens of link pages out of the page views', async () => {
    const token = secret();
    const res = await app.inject({
      method: 'POST',
      url: '/api/page-views',
      payload: { path: `/app/password/reset/${token}/`, referrer: `https://medilink.test/app/email/confirm/${secret()}/?utm_source=mail#top` },
    });
    expect(res.statusCode).toBe(204);
    const row = await app.deps.db.selectFrom('page_views').select(['path', 'referrer']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toEqual({
      path: '/app/password/reset/[redacted]/',
      referrer: 'https://medilink.test/app/email/confirm/[redacted]/?utm_source=mail#top',
    });
  });
});
