import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, createCandidate, createCompany, uniqueEmail } from './support/accounts';
import { signedInContext } from './support/sessions';
import { expectAccessible } from './support/axe';
import { waitForMail } from './support/mailbox';
import { expect, test } from './support/test';

// Changes that need the owner, in the browser: the password changed on the profile (candidate and company) with the
// current one, which signs out the account's other devices; and the link mailed to the address an email change left,
// which gives the address back, signs out every device and asks for a new password at once.

const SHOTS = 'test-results/screens/account-security';
const confirmLink = /https?:\/\/[^\s"<>]+\/app\/email\/confirm\/[A-Za-z0-9_-]+\/?/;
const revertLink = /https?:\/\/[^\s"<>]+\/app\/email\/revert\/[A-Za-z0-9_-]+\/?/;
const NEW_PASSWORD = 'Parola-noua-2025';

const signedInWith = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })).status();

/** Opens the Password card's dialog on /profile. */
async function openPasswordDialog(page: Page, card: string, dialogName: string) {
  await page.goto('/app/profile');
  const region = page.getByRole('region', { name: card, exact: true });
  await region.getByRole('button', { name: dialogName }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const width of [390, 1280]) {
  test(`a candidate changes her password on her profile at ${width} px, in ro-RO: her other devices are signed out`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const account = await createCandidate(request);
    const context = await signedInContext(browser, baseURL!, account.email);
    await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    const dialog = await openPasswordDialog(page, 'Parola', 'Schimbați parola');
    const current = dialog.getByLabel('Parola actuală');
    // Reached by keyboard: the dialog opens on the current password.
    await expect(current).toBeFocused();

    // Bad input: every field says what is wrong, first in the browser, then the server's word on the current password.
    const save = dialog.getByRole('button', { name: 'Salvați parola nouă' });
    await save.click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Parola nouă').fill('scurtă');
    await dialog.getByLabel('Confirmați parola').fill('alta');
    await expect(dialog.getByText('Parola trebuie să aibă cel puțin 8 caractere')).toBeVisible();
    await expect(dialog.getByText('Parolele nu se potrivesc')).toBeVisible();
    await current.fill('Nu-este-parola-1');
    await dialog.getByLabel('Parola nouă').fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirmați parola').fill(NEW_PASSWORD);
    await save.click();
    await expect(dialog.getByText('Parola nu este corectă')).toBeVisible();
    await expectAccessible(page, `password dialog with errors (${width} px)`);
    await page.screenshot({ path: `${SHOTS}/password-dialog-errors-ro-${width}.png` });

    await current.fill(PASSWORD);
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Parola a fost schimbată. Toate celelalte dispozitive au fost deconectate.')).toBeVisible();
    // The registration's session (another device) ended; this one stays.
    expect(await signedInWith(request, account.access_token)).toBe(401);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Parola', exact: true })).toBeVisible();
    expect((await request.post('/api/login', { data: { email: account.email, password: NEW_PASSWORD } })).status()).toBe(200);
    await context.close();
  });
}

test('a company changes its password on its profile, in English', async ({ browser, baseURL, request }) => {
  const company = await createCompany(request);
  const context = await signedInContext(browser, baseURL!, company.email);
  const page = await context.newPage();
  const dialog = await openPasswordDialog(page, 'Password', 'Change the password');
  await expectAccessible(page, 'company password dialog');
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByLabel('New password').fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Save new password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your password has been changed. Every other device was signed out.')).toBeVisible();
  expect((await request.post('/api/login', { data: { email: company.email, password: PASSWORD } })).status()).toBe(401);
  expect((await request.post('/api/login', { data: { email: company.email, password: NEW_PASSWORD } })).status()).toBe(200);
  await context.close();
});

test('the link mailed to the old address gives it back, signs out every device and asks for a new password', async ({
  browser,
  baseURL,
  request,
}) => {
  const account = await createCandidate(request);
  // The owner's browser is signed in when someone else, with a session and the password, moves the address.
  const context = await signedInContext(browser, baseURL!, account.email);
  const page = await context.newPage();
  const taken = uniqueEmail('taken');
  const asked = await request.post('/api/email/change', {
    headers: { authorization: `Bearer ${account.access_token}` },
    data: { email: taken, current_password: PASSWORD },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const confirm = (await waitForMail(baseURL!, taken, confirmLink)).match(confirmLink)![0];
  expect((await request.post(`/api/email/change/${confirm.split('/confirm/')[1]!.replace(/\/$/, '')}`)).status()).toBe(200);

  const link = (await waitForMail(baseURL!, account.email, revertLink)).match(revertLink)?.[0];
  expect(link, 'undo link in the mail to the old address').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Your email address is back')).toBeVisible();
  await expect(page.getByText(`Your account uses ${account.email} again`)).toBeVisible();
  await expectAccessible(page, 'email undo page');
  await page.screenshot({ path: `${SHOTS}/email-revert-en-1280.png`, fullPage: true });

  // Bad input shows on the fields; a good one saves the password and leads to the sign-in.
  const save = page.getByRole('button', { name: 'Save new password' });
  await save.click();
  const newPassword = page.getByRole('textbox', { name: 'New password' });
  const confirmation = page.getByRole('textbox', { name: 'Confirm password' });
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await newPassword.fill(NEW_PASSWORD);
  await confirmation.fill('Something-else-1');
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await confirmation.fill(NEW_PASSWORD);
  await save.click();
  await expect(page).toHaveURL(/\/app\/login/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).not.toHaveURL(/\/app\/login/);
  expect(await signedInWith(request, account.access_token)).toBe(401);

  // The link is single use: opened again, it says so in words.
  await page.goto(link!);
  await expect(page.getByRole('alert').filter({ hasText: 'The change was not undone' })).toBeVisible();
  await expect(page.getByText('This link can no longer undo the email change', { exact: false })).toBeVisible();
  await expectAccessible(page, 'email undo page, link used');
  await context.close();
});
