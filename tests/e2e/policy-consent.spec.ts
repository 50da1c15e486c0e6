import { expect, test } from './support/test';
import { useServerClock } from './support/clock';
import { expectAccessible } from './support/axe';
import { createCandidate, PASSWORD } from './support/accounts';

// Versioned terms in the browser, in Romanian (the default language): the privacy notice is a public
// page; a candidate whose accepted version is older than the one in force meets a dialog that blocks the app until
// she accepts, and then continues where she was going.

const SHOTS = 'test-results/screens/policy-consent';

test('the privacy notice is a public page, in ro-RO', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL!, locale: 'ro-RO' });
  const page = await context.newPage();
  await page.goto('/app/');
  await page.getByRole('link', { name: 'Confidențialitate și termeni' }).click();
  await expect(page).toHaveURL(/\/app\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Informare privind confidențialitatea și termeni de utilizare' })).toBeVisible();
  const config = (await (await page.request.get('/api/config')).json()) as { policyVersion: string; care: { email: string } };
  await expect(page.getByText(`Versiunea ${config.policyVersion}`)).toBeVisible();
  await expect(page.getByRole('link', { name: config.care.email }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cine vede ce și când' })).toBeVisible();
  // A note for the operator's lawyer is no reading for the people the notice informs.
  await expect(page.getByText(/jurist/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/privacy-notice.png`, fullPage: true });

  // The registration form's terms box links to it.
  await page.goto('/app/register/candidate/');
  const link = page.getByRole('link', { name: 'termenii de utilizare și informarea privind confidențialitatea' });
  await expect(link).toHaveAttribute('href', '/app/privacy');
  await context.close();
});

test('a new policy version blocks the app until accepted, in ro-RO', async ({ browser, baseURL, request }) => {
  const candidate = await createCandidate(request);
  const headers = { authorization: `Bearer ${candidate.access_token}` };
  // As if the notice had changed since she registered.
  expect((await request.post('/api/test/policy-consents/outdate', { headers })).status()).toBe(204);

  const context = await browser.newContext({ baseURL: baseURL!, locale: 'ro-RO' });
  await useServerClock(context);
  const page = await context.newPage();
  await page.goto('/app/login?redirect=%2Fapp%2Fprofile');
  await page.getByLabel('Email').fill(candidate.email);
  await page.getByRole('textbox', { name: 'Parola', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Autentificare' }).click();

  const dialog = page.getByRole('dialog', { name: 'Am actualizat termenii' });
  await expect(dialog).toBeVisible();
  // Blocking: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Citiți informarea privind confidențialitatea/ })).toHaveAttribute('href', '/app/privacy');
  // The sign-in toast goes first: its close button has no name (a defect of the toasts, not of this dialog).
  await expect(page.getByText('Autentificare reușită')).toBeHidden({ timeout: 10_000 });
  await expectAccessible(page, 'policy consent dialog (ro-RO)');
  await page.screenshot({ path: `${SHOTS}/consent-dialog.png` });

  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { name: 'Datele dumneavoastră' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cum folosim datele dumneavoastră/ })).toHaveAttribute('href', '/app/privacy');

  const user = (await (await request.get('/api/user', { headers })).json()) as { data: { user: { policy: { accepted: boolean } } } };
  expect(user.data.user.policy.accepted).toBe(true);
  // Accepted once: the next visit goes straight in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Datele dumneavoastră' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await context.close();
});
