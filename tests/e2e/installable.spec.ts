import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { WEB_DIST_DIR } from './support/servers';
import { expect, test } from './support/test';

// The installable app in real Chromium: the manifest and icons an install needs, a service worker that controls
// /app/, an offline start of the app shell with its notice (the API never answered from a cache), and a new version
// that waits while another tab holds a form.

// Every other suite blocks service workers (playwright.config.ts); these cases are about them.
test.use({ serviceWorkers: 'allow' });

/** The width and height a PNG declares in its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/** Waits for the worker registered after load to be active, then reloads: the page is then under its control. */
async function controlled(page: Page) {
  await page.goto('/app/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/app\/sw\.js$/);
}

test('the manifest and its icons meet the install criteria', async ({ page, request }) => {
  await page.goto('/app/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/app/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Medilink',
    short_name: 'Medilink',
    start_url: '/app/',
    scope: '/app/',
    display: 'standalone',
    theme_color: '#007c84',
  });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((i) => [i.sizes, i.purpose])).toEqual([
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()).join('x')).toBe(icon.sizes);
  }
  const worker = await request.get('/app/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('Chromium finds nothing that keeps the app from being installed', async ({ playwright, launchOptions, baseURL }) => {
  // A profile on disk: Chromium installs nothing from an incognito context (every test's own context is one).
  const profile = mkdtempSync(join(tmpdir(), 'medilink-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await controlled(page);
    // Chromium's own install criteria, the check Lighthouse's installability audit read (Lighthouse 12 dropped that
    // audit): no error for the manifest, its icons, its start URL or the page.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/app\/manifest\.webmanifest$/);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a service worker controls /app/ and the installed app starts offline with a clear notice', async ({ page, context }) => {
  await controlled(page);
  // Online, the notice is there for screen readers but empty and hidden.
  const notice = page.getByRole('status').filter({ hasText: 'Sunteți offline' });
  await expect(notice).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The API is never answered from a cache: offline, a call fails instead of giving old data as current.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await page.screenshot({ path: 'test-results/installable-offline.png' });

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('a new version waits while another tab holds a form, and takes over at the next navigation alone', async ({ page, context }) => {
  await controlled(page);
  // The next build: the same worker with other bytes (and its compressed copies), which the browser installs as a
  // new version. The build is given back as it was at the end.
  const restore = await nextBuildOfWorker();
  try {
    await waitsForTheLastTab(page, context);
  } finally {
    restore();
  }
});

async function waitsForTheLastTab(page: Page, context: BrowserContext) {
  const form = await context.newPage();
  await form.goto('/app/login');
  const email = form.getByRole('textbox').first();
  await email.fill('ana@example.ro');

  const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/app/'))?.waiting?.state ?? null);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration('/app/'))!.update();
  });
  await expect.poll(waiting).toBe('installed');
  // Another tab is open with a form: a navigation here does not switch versions under it.
  await page.reload();
  await expect.poll(waiting).toBe('installed');
  await expect(email).toHaveValue('ana@example.ro');

  await form.close();
  await page.reload();
  await expect.poll(waiting).toBeNull();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** Writes the served sw.js (and its .br and .gz) with one more line; the function returned puts the files back. */
async function nextBuildOfWorker(): Promise<() => void> {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(WEB_DIST_DIR, name));
  const saved = files.map((file) => (existsSync(file) ? readFileSync(file) : null));
  const next = Buffer.from(`${readFileSync(files[0]!, 'utf8')}\n// the next build\n`);
  writeFileSync(files[0]!, next);
  if (saved[1]) writeFileSync(files[1]!, brotliCompressSync(next));
  if (saved[2]) writeFileSync(files[2]!, gzipSync(next));
  return () => files.forEach((file, i) => saved[i] && writeFileSync(file, saved[i]));
}
