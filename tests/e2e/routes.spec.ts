import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { VISITORS, visitorContexts, type VisitorName } from './support/visitors';

// Spec §2, built-in company workspace (no RECRUITER_APP_URL): for every route and each visitor, the
// URL the browser ends on. `login(path)` is the dashboard guard's redirect with the location it came from.
const login = (path: string) => `/login?redirect=${encodeURIComponent(`/app${path}`)}`;
const same = (path: string) => path;

const table: Array<[path: string, anonymous: string, candidate: string, company: string]> = [
  ['/', '/', '/', '/'],
  ['/login', '/login', '/dashboard/candidate', '/dashboard/company'],
  ['/register/', '/register/', '/dashboard/candidate', '/dashboard/company'],
  ['/register/candidate/', '/register/candidate/', '/dashboard/candidate', '/dashboard/company'],
  ['/register/company/', '/register/company/', '/dashboard/candidate', '/dashboard/company'],
  ['/password/', '/password/', '/dashboard/candidate', '/dashboard/company'],
  ['/password/reset/', '/password/reset/', '/dashboard/candidate', '/dashboard/company'],
  ['/password/reset/some-token/', '/password/reset/some-token/', '/dashboard/candidate', '/dashboard/company'],
  ['/dashboard/', login('/dashboard/'), '/dashboard/candidate', '/dashboard/company'],
  ['/dashboard/candidate', login('/dashboard/candidate'), '/dashboard/candidate', '/dashboard/company'],
  ['/dashboard/company', login('/dashboard/company'), '/dashboard/candidate', '/dashboard/company'],
  ['/offers/?limit=abc', login('/offers/?limit=abc'), same('/offers/?limit=abc'), '/dashboard/company'],
  ['/offers/12', login('/offers/12'), same('/offers/12'), '/dashboard/company'],
  ['/offers/reject/12', login('/offers/reject/12'), same('/offers/reject/12'), '/dashboard/company'],
  ['/candidates/', login('/candidates/'), '/dashboard/candidate', same('/candidates/')],
  ['/candidates/7', login('/candidates/7'), '/dashboard/candidate', same('/candidates/7')],
  ['/needs/', login('/needs/'), '/dashboard/candidate', same('/needs/')],
  ['/needs/add', login('/needs/add'), '/dashboard/candidate', same('/needs/add')],
  ['/needs/3/', login('/needs/3/'), '/dashboard/candidate', same('/needs/3/')],
  [
    '/needs/3/candidate/ana-ionescu?finalize=true',
    login('/needs/3/candidate/ana-ionescu?finalize=true'),
    '/dashboard/candidate',
    same('/needs/3/candidate/ana-ionescu?finalize=true'),
  ],
  ['/profile', login('/profile'), same('/profile'), same('/profile')],
  ['/interviews', login('/interviews'), same('/interviews'), '/dashboard/company'],
  ['/company/schedule', login('/company/schedule'), '/dashboard/candidate', same('/company/schedule')],
  ['/company/events', login('/company/events'), '/dashboard/candidate', same('/company/events')],
  ['/no/such/page', login('/no/such/page'), same('/no/such/page'), same('/no/such/page')],
];

let contexts: Record<VisitorName, BrowserContext>;

test.beforeAll(async ({ browser, request, baseURL }) => {
  contexts = await visitorContexts(browser, request, baseURL!);
});

test.afterAll(async () => {
  await Promise.all(Object.values(contexts).map((context) => context.close()));
});

for (const [index, visitor] of VISITORS.entries()) {
  test(`every route of spec §2 for the ${visitor} visitor`, async ({ baseURL }) => {
    const page = await contexts[visitor].newPage();
    for (const row of table) {
      const [path] = row;
      const expected = row[index + 1]!;
      await page.goto(`/app${path}`);
      await expect(page, `${visitor} at ${path}`).toHaveURL(`${baseURL}/app${expected}`);
    }
    await page.close();
  });
}

test('the dashboard layout shows its own not-found view', async () => {
  const page = await contexts.candidate.newPage();
  await page.goto('/app/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/candidate$/);
  await page.close();
});

test('an offer whose process returns no offer shows the layout not-found view', async () => {
  const page = await contexts.candidate.newPage();
  await page.goto('/app/offers/999999');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.goto('/app/offers/not-a-number');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.close();
});

test("unknown paths of the public areas show the router's Not Found, with a way home", async () => {
  const page = await contexts.anonymous.newPage();
  await page.goto('/app/password/reset/a/b/c');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Not Found');
  await page.close();
});

test('the guard replaces the history entry: Back does not return to the guarded page', async () => {
  const page = await contexts.anonymous.newPage();
  await page.goto('/app/');
  await page.goto('/app/offers/');
  await expect(page).toHaveURL(/\/app\/login\?redirect=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Not Found');
  await page.close();
});
