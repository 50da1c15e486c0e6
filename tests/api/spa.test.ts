import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { webManifest } from '../../src/web/tools/pwa-plugin.ts';
import { openTestDatabase } from '../support/databases.ts';

// The server side of the SPA: static files under /app/, history fallback, caching, and logs without secrets.
describe('SPA serving and logs', () => {
  let app: App;
  let close: () => Promise<void>;
  const logs: string[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medilink-spa-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><head><title>x</title><script type="module" src="/app/assets/index-abc.js"></script></head><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    // What the build's precompress plugin writes beside every asset.
    writeFileSync(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dist, 'assets', 'index-abc.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(readFileSync(join(dist, 'index.html'))));
    // What the build's route-preload plugin writes: each route's tags.
    const preloads = [
      { path: 'offers', tags: '<link rel="modulepreload" crossorigin href="/app/assets/offers-page-1.js">' },
      { path: 'offers/:id', tags: '<link rel="modulepreload" crossorigin href="/app/assets/offer-page-2.js">' },
      { path: 'password/reset/:token', tags: '' },
    ];
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
    // What the build's pwa plugin writes: the manifest with the build's name, and the service worker.
    writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify(webManifest('/app/')));
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const opened = await openTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dir, WEB_DIST_DIR: dist, BRAND_NAME: 'Medi</script><b>link' });
    const stream = { write: (line: string) => void logs.push(line) };
    app = await buildApp({ config, db: opened.db, logStream: stream });
    await app.ready();
    close = async () => {
      await app.close();
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('serves index.html at /app/ and for client routes, never caching it', async () => {
    for (const url of ['/app/', '/app/login', '/app/offers/12?cancel=true', '/app/password/reset/tok3n-value-long-enough/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/app' })).headers.location).toBe('/app/');
  });

  it('sends a page opened outside /app/ into the app, and answers everything else that is unknown with a JSON 404', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    for (const url of ['/offers/12?cancel=true', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect([res.statusCode, res.headers.location], url).toEqual([302, `/app${url}`]);
    }
    for (const [url, headers] of [
      ['/nowhere', {}],
      ['/api/nowhere', html],
      ['/favicon-old.ico', html],
      ['/app/assets/missing-123.js', html],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty('message');
    }
  });

  it('carries the runtime configuration in index.html, as data the strict CSP allows, before the entry script', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/login' });
    const match = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(res.body);
    expect(match).not.toBeNull();
    // A value cannot end the element early: its '<' is escaped, and the JSON reads back whole.
    expect(match![1]).not.toContain('<');
    expect(JSON.parse(match![1]!)).toEqual((await app.inject({ method: 'GET', url: '/api/config' })).json());
    expect(JSON.parse(match![1]!)).toMatchObject({ brand: 'Medi</script><b>link' });
    expect(res.body.indexOf('id="runtime-config"')).toBeLessThan(res.body.indexOf('src="/app/assets/index-abc.js"'));
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("serves the installable app's manifest with the deployment's brand, and its service worker revalidated", async () => {
    const res = await app.inject({ method: 'GET', url: '/app/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Medi</script><b>link', short_name: 'Medi</script><b>link', start_url: '/app/', display: 'standalone' });
    const worker = await app.inject({ method: 'GET', url: '/app/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    // The worker and the manifest are the app's own: the CSP allows them from the same origin only.
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it("puts the current route's preloads in the head, and no other route's", async () => {
    const offer = (await app.inject({ method: 'GET', url: '/app/offers/12?cancel=true' })).body;
    const head = offer.slice(0, offer.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/app/assets/offer-page-2.js">');
    expect(offer).not.toContain('offers-page-1.js');
    expect((await app.inject({ method: 'GET', url: '/app/offers/' })).body).toContain('offers-page-1.js');
    const elsewhere = (await app.inject({ method: 'GET', url: '/app/somewhere/else' })).body;
    expect(elsewhere).not.toContain('modulepreload');
  });

  it('serves hashed assets immutable and answers 404 for a missing asset', async () => {
    const js = await app.inject({ method: 'GET', url: '/app/assets/index-abc.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/app/assets/missing-123.js' })).statusCode).toBe(404);
  });

  it("serves the build's brotli and gzip files by Accept-Encoding, with the same caching", async () => {
    const br = await app.inject({ method: 'GET', url: '/app/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');

    const gz = await app.inject({ method: 'GET', url: '/app/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');

    const plain = await app.inject({ method: 'GET', url: '/app/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');

    const html = await app.inject({ method: 'GET', url: '/app/offers/12', headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(html.rawPayload).toString()).toContain('<div id="root">');
  });

  it('compresses JSON over 1 KB on the fly and leaves small answers alone', async () => {
    const big = await app.inject({ method: 'GET', url: '/api/publicnomenclatures/cities', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const cities = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as unknown[];
    expect(JSON.stringify(cities).length).toBeGreaterThan(1024);

    const gz = await app.inject({ method: 'GET', url: '/api/publicnomenclatures/cities', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(cities);

    const small = await app.inject({ method: 'GET', url: '/api/config', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('brand');
  });

  it('never writes passwords, tokens or reset links to the log', async () => {
    const secret = 'Very-Secret-Password-42';
    await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'someone@example.ro', password: secret } });
    await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' } });
    await app.inject({ method: 'POST', url: '/api/password/reset/resettokenresettokenresettoken', payload: { password: secret } });
    await app.inject({ method: 'GET', url: '/app/password/reset/resettokenresettokenresettoken/' });
    const all = logs.join('\n');
    expect(all).toContain('/api/login');
    expect(all).not.toContain(secret);
    expect(all).not.toContain('abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(all).not.toContain('resettokenresettokenresettoken');
  });
});
