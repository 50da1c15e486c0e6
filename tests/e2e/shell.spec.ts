import { expect, test } from './support/test';
import { useEnglish } from './support/sessions';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('the pending bar waits a second before showing, then stays until the route is ready', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the reset page's code until the test lets it through.
  await page.route(/\/assets\/password-reset-request-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/login');
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForTimeout(600);
  await expect(bar).toBeHidden();
  await expect(bar).toBeVisible({ timeout: 2_000 });
  release();
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('a route chunk that fails to load shows the error page, and try again recovers', async ({ page }) => {
  let fail = true;
  await page.route(/\/assets\/register-choice-page-[^/]+\.js$/, (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/app/login');
  await page.getByRole('link', { name: 'No account? Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/app/');
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/app/dashboard/');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test("hovering a link loads its route's code before the click", async ({ page }) => {
  await page.goto('/app/login');
  const chunk = page.waitForRequest(/\/assets\/register-choice-page-[^/]+\.js$/);
  await page.getByRole('link', { name: 'No account? Create account' }).hover();
  await chunk;
  await expect(page).toHaveURL(/\/app\/login$/);
});
