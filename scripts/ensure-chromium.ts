import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SYSTEM_CHROMIUM } from '../tests/e2e/support/browser.ts';

// Run before the browser suites: they prefer Debian's Chromium; on a machine without it, Playwright's own Chromium
// is downloaded once (into Playwright's cache), so a fresh clone's `npm test` needs no manual step.
if (!existsSync(SYSTEM_CHROMIUM) && !existsSync(chromium.executablePath())) {
  console.log(`No ${SYSTEM_CHROMIUM}: downloading Playwright's Chromium`);
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  process.exit(install.status ?? 1);
}
