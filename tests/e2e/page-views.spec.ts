import { expect, test } from './support/test';
import { useEnglish } from './support/sessions';

test('the landing and every route change post a page view with path, referrer and utm', async ({ page, context }) => {
  await useEnglish(context);
  const views: Array<Record<string, string>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/page-views')) views.push(request.postDataJSON());
  });
  const answered = () => page.waitForResponse((r) => r.url().endsWith('/api/page-views'));

  let next = answered();
  await page.goto('/app/?utm_source=newsletter&utm_medium=email');
  expect((await next).status()).toBeLessThan(300);
  next = answered();
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await next;
  next = answered();
  await page.getByRole('link', { name: 'No account? Create account' }).click();
  await next;

  expect(views).toEqual([
    expect.objectContaining({ path: '/app/?utm_source=newsletter&utm_medium=email', utm_source: 'newsletter', utm_medium: 'email' }),
    expect.objectContaining({ path: '/app/login', referrer: expect.stringMatching(/\/app\/\?utm_source=newsletter/) }),
    expect.objectContaining({ path: '/app/register', referrer: expect.stringMatching(/\/app\/login$/) }),
  ]);
});

test('the language switcher changes every string and is remembered', async ({ page }) => {
  await page.goto('/app/login');
  // ro-RO is the default.
  await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible();
  await expect(page).toHaveTitle('Autentificare | Medilink');
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Authenticate' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Authenticate' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
});
