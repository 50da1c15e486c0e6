import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  BUILT_IN_PORT,
  PREBUILT_WEB_DIST,
  RECRUITER_APP_URL,
  RECRUITER_PORT,
  SECOND_BUILT_IN_PORT,
  WEB_DIST_DIR,
  mailDirFor,
} from './tests/e2e/support/servers';
import { SYSTEM_CHROMIUM } from './tests/e2e/support/browser';

// Browser suites drive Debian's Chromium when present, otherwise Playwright's own (scripts/ensure-chromium.ts fetches
// it), against the real server: one with the built-in company workspace, one with an external recruiter app
// configured. Each starts on a fresh PGlite data directory.

const launchOptions = {
  ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const server = (port: number, extraEnv: Record<string, string>, build: boolean) => ({
  command: `${build ? `npx lingui compile && npx vite build --outDir ${WEB_DIST_DIR} --emptyOutDir && ` : ''}npx tsx tests/e2e/support/serve.ts`,
  url: `http://localhost:${port}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stderr: 'pipe' as const,
  env: { PORT: String(port), MAIL_DIR: mailDirFor(port), WEB_DIST_DIR, ...extraEnv },
});

const RECRUITER_SUITE = /recruiter\.spec\.ts$/;
// About half of the built-in server's running time (measured on CI), run on the second built-in server.
const SECOND_SERVER_SUITES =
  /\/(candidate-process|care-events|system-events|company-events|date-matrix|disputed-presence|licence|candidate-profile|candidate-profile-sections|routes|screens)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so a second run in the same tree does not wipe this run's traces.
  outputDir: `test-results/e2e-${BUILT_IN_PORT}`,
  // A suite moves its server's test clock and reads its mailbox, so the files of one server run one after the other
  // (each project below: one worker); two servers with their own databases let two browsers run at once, one per core.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions,
    locale: 'en-US',
    timezoneId: 'Europe/Bucharest',
    // Recording a trace costs a third of the suites' CPU (DOM snapshots at every action: 223 → 158 CPU-seconds on
    // two files), and so a third of CI's time; E2E_TRACE=1 records one for each failing test, to open with
    // `npx playwright show-trace`.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // People who ask for less motion get no fades (the theme's respectReducedMotion); so does axe, which would
    // otherwise measure a dialog or a toast at part opacity.
    contextOptions: { reducedMotion: 'reduce' },
    // The app's service worker (src/web/tools/service-worker.js) answers navigations and assets itself, out of reach
    // of a page's request routes; only the installable app's suite lets it run (installable.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'built-in',
      testIgnore: [RECRUITER_SUITE, SECOND_SERVER_SUITES],
      workers: 1,
      use: { baseURL: `http://localhost:${BUILT_IN_PORT}` },
    },
    { name: 'built-in-2', testMatch: SECOND_SERVER_SUITES, workers: 1, use: { baseURL: `http://localhost:${SECOND_BUILT_IN_PORT}` } },
    { name: 'recruiter', testMatch: RECRUITER_SUITE, workers: 1, use: { baseURL: `http://localhost:${RECRUITER_PORT}` } },
  ],
  // Started one after the other: unless given a build, the first compiles the catalogs (the server imports them;
  // `npm test` checks them strictly before) and builds the web app, the others serve the same build.
  webServer: [
    server(BUILT_IN_PORT, {}, !PREBUILT_WEB_DIST),
    server(SECOND_BUILT_IN_PORT, {}, false),
    server(RECRUITER_PORT, { RECRUITER_APP_URL }, false),
  ],
});
