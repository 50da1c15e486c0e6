import { expect, test } from './support/test';
import { PASSWORD, createCandidate, createCompany } from './support/accounts';
import { useEnglish } from './support/sessions';
import { serverNow } from './support/clock';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('the login screen of spec §2', async ({ page }) => {
  await page.goto('/app/login');
  await expect(page).toHaveTitle('Login | Medilink');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authenticate' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/app\/password\/reset$/);
  await page.goBack();
  await page.getByRole('link', { name: 'No account? Create account' }).click();
  await expect(page).toHaveURL(/\/app\/register$/);
});

test('validation: email required and valid, password required and at least 3 characters', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByLabel('Email').fill('ana@');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('ab');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('The password must be at least 3 characters')).toBeVisible();
});

test('failure toast stays 20 seconds and links to the password reset', async ({ page, request }) => {
  const { email } = await createCandidate(request);
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Authenticate' }).click();

  const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Invalid email or password');
  await expect(toast).toBeVisible();
  await page.clock.runFor(19_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(toast).toBeHidden();
});

test('the failure toast link opens the password reset; Alt+T reaches the toasts', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Authenticate' }).click();
  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region.getByText('Invalid email or password')).toBeVisible();
  await page.keyboard.press('Alt+T');
  await expect(region).toBeFocused();
  await region.getByRole('link', { name: 'Try to reset password' }).click();
  await expect(page).toHaveURL(/\/app\/password\/reset$/);
});

test('success: toast, stored session, routed by profile type', async ({ page, request }) => {
  const { email } = await createCompany(request);
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard\/company$/);

  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('meditoken'),
    expiry: Number(localStorage.getItem('meditoken_exp')),
    session: JSON.parse(localStorage.getItem('user-session') ?? 'null'),
    auth: JSON.parse(localStorage.getItem('auth-storage') ?? 'null'),
    user: JSON.parse(localStorage.getItem('user-store') ?? 'null'),
  }));
  expect(stored.token).toBeTruthy();
  const year = 365 * 24 * 3600 * 1000;
  expect(Math.abs(stored.expiry - ((await serverNow(page.request)).getTime() + year))).toBeLessThan(60_000);
  expect(stored.session).toMatchObject({ name: 'Ion Popescu', companyName: 'Clinica Sfânta Maria', profileType: 1 });
  expect(stored.auth).toMatchObject({ state: { isAuthenticated: true, userType: 1 }, version: 0 });
  expect(stored.user.version).toBe(0);

  // Logout clears everything and the token no longer works on the server.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('meditoken'))).toBeNull();
  const revoked = await request.get('/api/user', { headers: { Authorization: `Bearer ${stored.token}` } });
  expect(revoked.status()).toBe(401);
});

test('the redirect parameter is honoured for /app/ paths only', async ({ page, request }) => {
  const { email } = await createCandidate(request);
  await page.goto(`/app/login?redirect=${encodeURIComponent('https://evil.example/app/offers/')}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/candidate$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/app/offers/?limit=20');
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fapp%2Foffers%2F%3Flimit%3D20$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/app\/offers\/\?limit=20$/);
});

test('a 401 from the API ends the session and returns to the login with a redirect', async ({ page, request }) => {
  const { email } = await createCandidate(request);
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/candidate$/);
  // Revoke the token behind the app's back; the dashboard's next GET /user answers 401.
  const token = await page.evaluate(() => localStorage.getItem('meditoken'));
  const revoked = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fapp%2Fdashboard%2Fcandidate$/);
  expect(await page.evaluate(() => localStorage.getItem('meditoken'))).toBeNull();
});
