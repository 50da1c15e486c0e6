import { expect, test } from './support/test';
import { PASSWORD, createCandidate } from './support/accounts';
import { useEnglish } from './support/sessions';
import { waitForMail } from './support/mailbox';

test('password reset from the request to a login with the new password, through the real mail', async ({ page, context, request, baseURL }) => {
  await useEnglish(context);
  const { email } = await createCandidate(request);

  await page.goto('/app/password/');
  await page.getByRole('link', { name: 'Reset my password' }).click();
  await expect(page).toHaveURL(/\/app\/password\/reset$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const resetLink = /https?:\/\/[^\s"<>]+\/app\/password\/reset\/[A-Za-z0-9_-]+\/?/;
  const link = (await waitForMail(baseURL!, email, resetLink)).match(resetLink)?.[0];
  expect(link, 'reset link in the mail').toBeTruthy();

  await page.goto(link!);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('other');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();

  const newPassword = 'Alta-parola-2';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();

  // The old password no longer works; the new one does.
  expect((await request.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard\/candidate$/);

  // The link works once.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(link!);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Inca-una-3');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Inca-una-3');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/app\/password\/reset\/[A-Za-z0-9_-]+\/?$/);
});
