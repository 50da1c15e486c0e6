import { join, resolve } from 'node:path';

// The three servers the browser suites run against (see playwright.config.ts). E2E_PORT moves them, so two
// runs in the same tree (two people's suites) do not collide.
export const BUILT_IN_PORT = Number(process.env.E2E_PORT ?? 4310);
export const RECRUITER_PORT = BUILT_IN_PORT + 1;
/** A second built-in server: its own database and test clock, so its suites run beside the first server's. */
export const SECOND_BUILT_IN_PORT = BUILT_IN_PORT + 2;
/** A host that never resolves: tests intercept navigations to it and read the target URL. */
export const RECRUITER_APP_URL = 'http://recruiter.test';

/** Where serve.ts drops the mail of the server on `port`. */
export const mailDirFor = (port: number) => join(process.cwd(), '.tmp', `e2e-mail-${port}`);

/**
 * `npm test` has just built dist/web and compiled the catalogs: it names that build (E2E_WEB_DIST) and the servers
 * serve it. Run alone, the suites make a build of their own: other work in the same tree may rebuild (and empty)
 * dist/web while they run.
 */
export const PREBUILT_WEB_DIST = process.env.E2E_WEB_DIST;
/** The web app every server of the suites serves (the cluster suite's instances too). */
export const WEB_DIST_DIR = PREBUILT_WEB_DIST ? resolve(PREBUILT_WEB_DIST) : join(process.cwd(), '.tmp', `e2e-web-${BUILT_IN_PORT}`);
