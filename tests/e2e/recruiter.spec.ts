import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { VISITORS, visitorContexts, type VisitorName } from './support/visitors';
import { RECRUITER_APP_URL } from './support/servers';

// Spec §2 with RECRUITER_APP_URL set: where the spec sends a company to the external recruiter app, the
// browser leaves for RECRUITER_APP_URL + the path. `ext(path)` is such a target.
const ext = (path: string) => `${RECRUITER_APP_URL}${path}`;
const app = (path: string) => `/app${path}`;
const login = (path: string) => app(`/login?redirect=${encodeURIComponent(`/app${path}`)}`);

const table: Array<[path: string, anonymous: string, candidate: string, company: string]> = [
  ['/', app('/'), app('/'), app('/')],
  ['/login', app('/login'), app('/dashboard/candidate'), ext('/')],
  ['/register/', app('/register/'), app('/dashboard/candidate'), ext('/')],
  ['/register/company/', ext('/register/company'), app('/dashboard/candidate'), ext('/')],
  ['/password/reset/', app('/password/reset/'), app('/dashboard/candidate'), ext('/')],
  ['/dashboard/', login('/dashboard/'), app('/dashboard/candidate'), ext('/dashboard/company')],
  ['/dashboard/company', login('/dashboard/company'), ext('/dashboard/company'), ext('/dashboard/company')],
  ['/candidates/', login('/candidates/'), app('/dashboard/candidate'), app('/candidates/')],
  ['/candidates/7', login('/candidates/7'), app('/dashboard/candidate'), ext('/candidates/7')],
  ['/needs/', login('/needs/'), app('/dashboard/candidate'), ext('/needs/')],
  ['/needs/add', login('/needs/add'), app('/dashboard/candidate'), ext('/needs/add')],
  ['/needs/3/', login('/needs/3/'), app('/dashboard/candidate'), ext('/needs/3/')],
  ['/profile', login('/profile'), ext('/profile'), ext('/profile')],
  ['/interviews', login('/interviews'), ext('/interviews'), ext('/dashboard/company')],
];

let contexts: Record<VisitorName, BrowserContext>;

test.beforeAll(async ({ browser, request, baseURL }) => {
  contexts = await visitorContexts(browser, request, baseURL!, stubRecruiterApp);
});

/** The recruiter app is not running here: answer its navigations so the target URL can be read. */
async function stubRecruiterApp(context: BrowserContext) {
  await context.route(`${RECRUITER_APP_URL}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Recruiter app</title><h1>Recruiter app</h1>' }),
  );
}

test.afterAll(async () => {
  await Promise.all(Object.values(contexts).map((context) => context.close()));
});

for (const [index, visitor] of VISITORS.entries()) {
  test(`routes sent to the external recruiter app, ${visitor} visitor`, async ({ baseURL }) => {
    const page = await contexts[visitor].newPage();
    for (const row of table) {
      const [path] = row;
      const expected = row[index + 1]!;
      await page.goto(`/app${path}`);
      const url = expected.startsWith('http') ? expected : `${baseURL}${expected}`;
      await expect(page, `${visitor} at ${path}`).toHaveURL(url);
    }
    await page.close();
  });
}
