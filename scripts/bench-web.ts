/**
 * npm run bench:web — Lighthouse mobile (its default: Moto G class device, slow 4G, 4× CPU slowdown) against the
 * production build: builds the SPA and the server unless BENCH_NO_BUILD=1, starts dist/server/main.js on an empty
 * data dir (the embedded database seeds the demo accounts), signs the demo candidate and company in and prints score,
 * LCP, TBT and transferred bytes for landing, login, the candidate's offers list and an offer, the company's candidate
 * list and a need. Goal: score ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms on each. Chromium: CHROME_PATH, else /usr/bin/chromium.
 * The load average is printed with the figures: on a shared machine TBT grows with it, so each run also scores the
 * floor (scripts/floor-page.ts: the bare stack, one Mantine button, served by a second instance of the same server
 * the same way) and prints every page's score as a ratio of the floor's, which machines of different speeds share.
 * Goal: each page ≥ 0.97 × the floor through HAProxy, ≥ 0.92 × on the server alone, TBT ≤ 200 ms.
 * Each page is measured twice: as users reach production (docs/deploy.md: HAProxy ends TLS and speaks HTTP/2; here
 * with a certificate made for the run by openssl, so the Debian packages haproxy and openssl are needed), and on the
 * server alone over plain HTTP/1.1, where every file costs a round trip on one of six connections. BENCH_VIA=haproxy
 * or BENCH_VIA=direct measures one of them.
 * BENCH_PAGES=offer,need keeps the pages whose label contains one of the words; BENCH_REPORT_DIR=<dir> writes each
 * page's whole Lighthouse report there (haproxy-<label>.json, direct-<label>.json: long tasks, critical request chains, unused JavaScript).
 * Not part of `npm test` (minutes of wall time, and figures that depend on the machine's load).
 */
import { spawn, execFileSync, execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo.ts';
import { precompress } from '../src/web/tools/precompress-plugin.ts';
import { buildPage, floorPageCode } from './floor-page.ts';
import { haproxyConfig, waitReady } from './cluster/start-cluster.ts';
import { summaryFromUser, type UserResponse } from '../src/web/lib/session/profile-summary.ts';
import { SESSION_KEY, TOKEN_EXP_KEY, TOKEN_KEY } from '../src/web/lib/session/session.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4399);
const origin = `http://127.0.0.1:${PORT}`;
// The floor's server and balancer, beside ours.
const FLOOR_PORT = PORT + 2;
const floorOrigin = `http://127.0.0.1:${FLOOR_PORT}`;
const GOAL = { haproxy: 0.97, direct: 0.92, tbtMs: 200 };
// The servers' environment as the bench was started: Vite's build sets NODE_ENV=production in this process, and a
// production server seeds no demo accounts.
const serverEnv = { ...process.env };

async function waitForServer(origin: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/app/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${origin}/app/ within ${timeoutMs / 1000} s`);
}

interface Session {
  token: string;
  /** The stored profile summary: the route guards read the account's type from it, as after a real sign-in. */
  summary: string;
}

/** What the login page leaves in localStorage (lib/session/establish-session.ts): the token and the summary. */
async function signIn(email: string): Promise<Session> {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  const user = await fetch(`${origin}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  if (!user.ok) throw new Error(`user ${email}: ${user.status}`);
  return { token, summary: JSON.stringify(summaryFromUser((await user.json()) as UserResponse)) };
}

/** The first id of a list endpoint, for the detail page of that list. */
async function firstId(token: string, path: string): Promise<number> {
  const res = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Record<string, unknown> | unknown[];
  const list = Array.isArray(body) ? body : (Object.values(body).find(Array.isArray) ?? []);
  const id = (list[0] as { id?: number } | undefined)?.id;
  if (!id) throw new Error(`${path}: no item to open`);
  return id;
}

type Page = { label: string; path: string; session?: Session };

/** HAProxy in front of a server as docs/deploy.md sets it up, with a self-signed certificate for 127.0.0.1. */
function startBalancer(dir: string, port: number, backendPort: number) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  const pem = join(dir, `haproxy-${port}.pem`);
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  const cfg = join(dir, `haproxy-${port}.cfg`);
  writeFileSync(cfg, haproxyConfig(port, [{ name: 'server', port: backendPort }], pem));
  return spawn('haproxy', ['-db', '-f', cfg], { stdio: 'ignore' });
}

/** Lighthouse (mobile, performance only) on one URL of the browser at `port`, with the storage left as it is. */
async function measure(port: number, url: string) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  return result!.lhr;
}

type Lhr = Awaited<ReturnType<typeof measure>>;
const scoreOf = (lhr: Lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

function row(label: string, lhr: Lhr, floor: number) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ protocol?: string }> } | undefined)?.items;
  const score = scoreOf(lhr);
  return [
    label.padEnd(22),
    String(score).padStart(5),
    (floor ? (score / floor).toFixed(2) : '?').padStart(6),
    `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(audit('total-blocking-time'))} ms`.padStart(8),
    `${(audit('total-byte-weight') / 1024).toFixed(0)} KB`.padStart(10),
    String(requests?.length ?? '?').padStart(9),
    (requests?.[0]?.protocol ?? '?').padStart(9),
  ].join(' ');
}

async function main() {
  if (process.env.BENCH_NO_BUILD !== '1') execSync('npm run build', { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'medilink-bench-web-'));
  const floorDist = join(dataDir, 'floor-dist');
  await buildPage({
    dir: join(dataDir, 'floor-src'),
    outDir: floorDist,
    code: floorPageCode(),
    productionRouter: true,
    base: '/app/',
    plugins: [precompress()],
  });
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...serverEnv, PORT: String(PORT), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  // The same server, serving the floor page as its SPA: same headers, compression and TLS as our pages.
  const floorServer = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...serverEnv, PORT: String(FLOOR_PORT), DATA_DIR: join(dataDir, 'floor-data'), WEB_DIST_DIR: floorDist },
    stdio: 'ignore',
  });
  const via = process.env.BENCH_VIA;
  const balancer = via === 'direct' ? undefined : startBalancer(dataDir, PORT + 1, PORT);
  const floorBalancer = via === 'direct' ? undefined : startBalancer(dataDir, FLOOR_PORT + 1, FLOOR_PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // The balancer's certificate is made for this run: no authority vouches for it.
    chromeFlags: ['--headless', '--no-sandbox', '--ignore-certificate-errors'],
  });
  try {
    await Promise.all([waitForServer(origin, 120_000), waitForServer(floorOrigin, 120_000)]);
    const topologies = [
      ...(balancer
        ? [
            {
              key: 'haproxy' as const,
              name: 'through HAProxy (TLS, HTTP/2), as deployed',
              origin: `https://127.0.0.1:${PORT + 1}`,
              floor: `https://127.0.0.1:${FLOOR_PORT + 1}`,
            },
          ]
        : []),
      ...(via === 'haproxy' ? [] : [{ key: 'direct' as const, name: 'the server alone (HTTP/1.1)', origin, floor: floorOrigin }]),
    ];
    if (balancer) await waitReady(topologies[0]!.origin, balancer, 10_000);
    if (floorBalancer) await waitReady(topologies[0]!.floor, floorBalancer, 10_000);
    const candidate = await signIn('candidate@demo.medilink.ro');
    const company = await signIn('company@demo.medilink.ro');
    const allPages: Page[] = [
      { label: 'landing', path: '/app/' },
      { label: 'login', path: '/app/login' },
      { label: 'offers (candidate)', path: '/app/offers', session: candidate },
      { label: 'offer (candidate)', path: `/app/offers/${await firstId(candidate.token, '/api/offers')}`, session: candidate },
      { label: 'candidates (company)', path: '/app/candidates', session: company },
      { label: 'need (company)', path: `/app/needs/${await firstId(company.token, '/api/needs')}`, session: company },
    ];
    const wanted = process.env.BENCH_PAGES?.split(',').filter(Boolean);
    const pages = wanted ? allPages.filter((page) => wanted.some((word) => page.label.includes(word))) : allPages;
    const reportDir = process.env.BENCH_REPORT_DIR;
    if (reportDir) mkdirSync(reportDir, { recursive: true });
    // The session lives in localStorage: written through the same browser, kept by Lighthouse (no storage reset).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const misses: string[] = [];
    for (const topology of topologies) {
      console.log(`\n${topology.name}, load average ${loadavg()[0]!.toFixed(1)}`);
      console.log(
        [
          'page'.padEnd(22),
          'score'.padStart(5),
          'ratio'.padStart(6),
          'LCP'.padStart(8),
          'TBT'.padStart(8),
          'bytes'.padStart(10),
          'requests'.padStart(9),
          'protocol'.padStart(9),
        ].join(' '),
      );
      const coldCache = async (pageOrigin: string, session?: Session) => {
        const tab = await context.newPage();
        // A same-origin page without the app: on /app/login the app starts with the previous page's session and may
        // write it back after this one (once the company's candidate list measured as the candidate's dashboard).
        await tab.goto(`${pageOrigin}/api/health`);
        await tab.evaluate(
          ([tokenKey, expKey, sessionKey, token, summary]) => {
            localStorage.clear();
            if (token) {
              localStorage.setItem(tokenKey!, token);
              localStorage.setItem(expKey!, String(Date.now() + 365 * 86_400_000));
              localStorage.setItem(sessionKey!, summary!);
            }
          },
          [TOKEN_KEY, TOKEN_EXP_KEY, SESSION_KEY, session?.token ?? '', session?.summary ?? ''],
        );
        // A cold HTTP cache, as Lighthouse's own storage reset would leave it: every page pays for its bytes. The
        // service worker an earlier page installed goes too, or it would serve this page from its own cache.
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', { origin: pageOrigin, storageTypes: 'service_workers,cache_storage' });
        await tab.close();
      };
      await coldCache(topology.floor);
      const floorLhr = await measure(chrome.port, `${topology.floor}/app/`);
      const floor = scoreOf(floorLhr);
      console.log(row('floor (bare stack)', floorLhr, floor));
      for (const page of pages) {
        await coldCache(topology.origin, page.session);
        const lhr = await measure(chrome.port, `${topology.origin}${page.path}`);
        const file = `${topology.key}-${page.label.replace(/\W+/g, '-')}.json`;
        if (reportDir) writeFileSync(join(reportDir, file), JSON.stringify(lhr));
        // Lighthouse reports what kept it from measuring (no paint, a crashed page) instead of failing.
        if (lhr.runtimeError) console.log(`${page.label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        // A route guard that sends the visitor elsewhere would measure another page under this one's name.
        const shown = new URL(lhr.finalDisplayedUrl).pathname;
        if (shown !== page.path) console.log(`${page.label}: the page shown is ${shown}, not ${page.path}`);
        console.log(row(page.label, lhr, floor));
        const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
        if (!(scoreOf(lhr) >= GOAL[topology.key] * floor) || !(tbt <= GOAL.tbtMs)) misses.push(`${topology.key} ${page.label}`);
      }
    }
    console.log(
      misses.length
        ? `\nBelow the goal (${GOAL.haproxy} × floor through HAProxy, ${GOAL.direct} × alone, TBT ≤ ${GOAL.tbtMs} ms): ${misses.join(', ')}`
        : '\nEvery page meets the goal.',
    );
    await browser.close();
  } finally {
    chrome.kill();
    balancer?.kill();
    floorBalancer?.kill();
    server.kill();
    floorServer.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
